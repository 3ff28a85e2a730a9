import { transliterateIndic } from './transliterate';

/**
 * The form every searchable name and every query is compared in: Latin (Indic scripts transliterated),
 * lower case, without accents, words of letters and digits separated by one space.
 * "Volvo FMX 500 8×4" → "volvo fmx 500 8x4", "महिंद्रा बोलेरो" → "mahindra bolero".
 */
export function searchText(text: string): string {
  return transliterateIndic(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** One word's sound: spelling variants that sound alike (ace / ais / es, leyland / lelaind) meet. */
function soundOfWord(word: string): string {
  if (/^\d+$/.test(word)) return word;
  return (
    word
      .replace(/ph/g, 'f')
      .replace(/ck/g, 'k')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/c(?!h)/g, 'k')
      .replace(/ch/g, 'c')
      .replace(/q/g, 'k')
      .replace(/x/g, 'ks')
      .replace(/z/g, 'j')
      .replace(/w/g, 'v')
      .replace(/y/g, 'i')
      // aspirates (kh, th, bh, sh …) sound close enough to the plain consonant
      .replace(/([^aeiou])h/g, '$1')
      // voicing is what Tamil script does not write (ட is t and d)
      .replace(/b/g, 'p')
      .replace(/d/g, 't')
      .replace(/g/g, 'k')
      // a silent final e, as in ace
      .replace(/^(.+[^aeiou])e$/, '$1')
      // vowels are where spellings across scripts differ most: keep only that there is one
      .replace(/[aeiou]+/g, 'a')
      .replace(/(.)\1+/g, '$1')
  );
}

/** The sound key of a search text: "tata ace gold" → "tata as kalt", and "tata ais" → "tata as". */
export function soundKey(text: string): string {
  return text.split(' ').filter(Boolean).map(soundOfWord).join(' ');
}

/** A full-text prefix query ("tata:* & ac:*") from a search text, or null when it has no words. */
export function prefixTsQuery(text: string): string | null {
  const words = text.split(' ').filter((word) => /^[a-z0-9]+$/.test(word));
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}
