import { INDIC_SCRIPTS, type IndicScript } from './indic-scripts';

function scriptOf(char: string): IndicScript | undefined {
  const code = char.codePointAt(0) ?? 0;
  return INDIC_SCRIPTS.find(({ block: [first, last] }) => code >= first && code <= last);
}

/**
 * Indic text (Devanagari, Gurmukhi, Tamil, Telugu) in Latin letters, other characters unchanged:
 * "टाटा ऐस" → "tata ais", "டாடா ஏஸ்" → "tata es". Input is NFC-normalised first.
 */
export function transliterateIndic(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  /** Script of the last consonant while its inherent vowel is still unspoken. */
  let pending: IndicScript | null = null;

  const speakInherentVowel = (next: string | undefined) => {
    if (!pending) return;
    const endsWord = next === undefined || scriptOf(next) !== pending || !isLetter(pending, next);
    if (!(endsWord && pending.dropsFinalInherentVowel)) out += 'a';
    pending = null;
  };

  chars.forEach((char) => {
    const script = scriptOf(char);
    if (!script) {
      speakInherentVowel(char);
      out += char;
      return;
    }
    if (pending === script) {
      if (char in script.vowelSigns) {
        out += script.vowelSigns[char];
        pending = null;
        return;
      }
      if (char === script.virama) {
        pending = null;
        return;
      }
      if (script.marks[char] === '') return; // a nukta or addak keeps the consonant's vowel pending
    }
    speakInherentVowel(char);
    if (char in script.consonants) {
      out += script.consonants[char];
      pending = script;
    } else if (char in script.vowels) {
      out += script.vowels[char];
    } else if (char in script.vowelSigns) {
      out += script.vowelSigns[char]; // a stray sign: still a sound the writer meant
    } else if (char in script.marks) {
      out += script.marks[char];
    } else {
      const digit = (char.codePointAt(0) ?? 0) - script.digitZero;
      if (digit >= 0 && digit <= 9) out += String(digit);
    }
  });
  speakInherentVowel(undefined);
  return out;
}

function isLetter(script: IndicScript, char: string): boolean {
  return (
    char in script.consonants ||
    char in script.vowels ||
    char in script.vowelSigns ||
    char in script.marks ||
    char === script.virama
  );
}
