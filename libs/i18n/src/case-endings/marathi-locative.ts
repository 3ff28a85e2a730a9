import { MARATHI_LOCATIVES } from './marathi-locatives';

/**
 * Marathi's locative (-त, "in") of a place name, as a reader writes it (docs/domain.md#cities): the name's oblique
 * and त joined, पुणे → पुण्यात, मुंबई → मुंबईत, नागपूर → नागपुरात, महाराष्ट्र → महाराष्ट्रात, हैदराबाद → हैदराबादेत,
 * कोलकाता → कोलकात्यात. Undefined where no native form is safe (a long compound, a name spelled the Hindi or the
 * English way, an ending Marathi inflects by gender or habit), and the name keeps मध्ये.
 */

const VIRAMA = '\u094D';
/** Signs of a name spelled the English or the Hindi way: ँ, ऑ, ॅ, ॉ and a nukta. */
const FOREIGN_SIGNS = new Set(['\u0901', '\u0911', '\u0945', '\u0949', '\u093C']);
/** A letter with a nukta (ड़), a digit or a Devanagari digit. */
const FOREIGN_LETTERS = /[\u0958-\u095F\d\u0966-\u096F]/u;
/** A name Marathi keeps मध्ये after: spelled the English or the Hindi way, or with a number (उत्तर 24 परगना). */
const isForeign = (name: string) =>
  [...name].some((char) => FOREIGN_SIGNS.has(char) || FOREIGN_LETTERS.test(char));
/** The compound "X and Y" (जम्मू आणि काश्मीर): too long to inflect. */
const COMPOUND = ' आणि ';

const isConsonant = (char: string | undefined): char is string =>
  char !== undefined && char >= '\u0915' && char <= '\u0939';

/** A consonant and य: Marathi writes र + य with the eyelash ऱ (वडोदरा → वडोदऱ्यात). */
const withYa = (consonant: string) => (consonant === 'र' ? 'ऱ्य' : `${consonant}${VIRAMA}य`);

/** The listed form of `name`: a string, null for मध्ये, undefined when not listed. */
const listedLocative = (name: string): string | null | undefined =>
  Object.hasOwn(MARATHI_LOCATIVES, name) ? MARATHI_LOCATIVES[name] : undefined;

/** The regular locative of one word, or undefined when the word's ending has none by rule. */
function ruleLocative(word: string): string | undefined {
  const chars = [...word];
  const last = chars.at(-1);
  const before = chars.at(-2);
  const stem = (drop: number) => chars.slice(0, chars.length - drop).join('');
  // मुंबईत, दिल्लीत, वाराणसीत.
  if (last === 'ी' || last === 'ई') return `${word}त`;
  // पुणे → पुण्यात, ठाणे → ठाण्यात.
  if (last === 'े') return isConsonant(before) ? `${stem(2)}${withYa(before)}ात` : undefined;
  if (last === 'ा') {
    if (!isConsonant(before)) return undefined;
    // पूर्णिया → पूर्णियात; कोलकाता → कोलकात्यात, गोवा → गोव्यात.
    return before === 'य' ? `${word}त` : `${stem(2)}${withYa(before)}ात`;
  }
  if (!isConsonant(last)) return undefined;
  if (word.endsWith('बाद')) return `${word}ेत`;
  // A -म after anything but ा is a southern name's (तिरुवनंतपुरम, कोल्लम, ताडेपल्लीगुडेम); a Hindi -ल where Marathi
  // writes ळ (भोपाल, वारंगल); -गड reads as "in the fort" (गडात): these keep मध्ये.
  if (last === 'म' && before !== 'ा') return undefined;
  if (last === 'ल' || /ग[डढ]$/u.test(word)) return undefined;
  // A long ी / ू before the last consonant shortens (नागपूर → नागपुरात, कोल्हापूर → कोल्हापुरात).
  if (before === 'ी' || before === 'ू') return `${stem(2)}${before === 'ी' ? 'ि' : 'ु'}${last}ात`;
  return `${word}ात`;
}

/** The locative of `name` (ending in त), or undefined when it keeps मध्ये. */
export function marathiLocative(name: string): string | undefined {
  const listed = listedLocative(name);
  if (listed !== undefined) return listed ?? undefined;
  if (isForeign(name) || name.includes(COMPOUND)) return undefined;
  const space = name.lastIndexOf(' ');
  const lastWord = name.slice(space + 1);
  const lastListed = listedLocative(lastWord);
  const locative = lastListed === undefined ? ruleLocative(lastWord) : (lastListed ?? undefined);
  return locative && `${name.slice(0, space + 1)}${locative}`;
}
