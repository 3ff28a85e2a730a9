/**
 * Tamil's locative (-இல், "in") joined to a name with the sandhi a reader expects (docs/domain.md#cities):
 * மும்பை → மும்பையில், புனே → புனேவில், ஹைதராபாத் → ஹைதராபாத்தில், விசாகப்பட்டினம் → விசாகப்பட்டினத்தில்,
 * தமிழ்நாடு → தமிழ்நாட்டில். A name not ending in Tamil letters (a Latin fallback, a number) keeps a hyphen.
 */

const VIRAMA = '\u0BCD';
/** Vowel signs after which the ending takes a ய glide (மும்பையில், திருப்பதியில்). */
const Y_GLIDE = new Set(['ை', 'ி', 'ீ', 'ெ']);
/** Stops that double before the ending after a vowel (நாசிக்கில், ராஜ்கோட்டில், குஜராத்தில்); ப் does not (பஞ்சாபில்). */
const DOUBLING_STOPS = new Set(['க', 'ச', 'ட', 'த', 'ற']);
/** Stops that drop a final ு before the ending (நாகாலாந்து → நாகாலாந்தில், கோழிக்கோடு → கோழிக்கோட்டில்). */
const U_STOPS = new Set(['க', 'ச', 'ட', 'த', 'ப', 'ற']);
/** Long vowel signs: after one, a final டு/று doubles (தமிழ்நாடு → தமிழ்நாட்டில்). */
const LONG_SIGNS = new Set(['ா', 'ீ', 'ூ', 'ே', 'ை', 'ோ', 'ௌ']);
/**
 * A final -அம் takes -த்தில் as Tamil nouns do (மரம் → மரத்தில்; சேலம், விசாகப்பட்டினம், மேற்கு வங்காளம்); after a
 * long vowel it stays (அசாமில், குருகிராமில்), and so do the loan names listed here.
 */
const KEEP_M = ['மிசோரம்'];

const TAIL = 'ில்';

/** A Tamil letter or sign (not a Tamil digit or symbol). */
const isTamilLetter = (char: string | undefined): char is string =>
  char !== undefined && char >= '\u0B80' && char < '\u0BE6';
/** A Tamil consonant letter (with its inherent அ unless a sign follows). */
const isConsonant = (char: string | undefined) => char !== undefined && char >= '\u0B95' && char <= '\u0BB9';

/** `name` with -இல் joined ("in name"). */
export function tamilLocative(name: string): string {
  const chars = [...name];
  const last = chars.at(-1);
  if (!isTamilLetter(last)) return `${name}-இல்`;
  const before = chars.at(-2);
  if (last === VIRAMA) {
    const stem = chars.slice(0, -1).join('');
    const inherentA = chars.at(-3) !== undefined && isConsonant(chars.at(-3));
    if (before === 'ம' && inherentA && !KEEP_M.some((noun) => name.endsWith(noun))) {
      return `${chars.slice(0, -2).join('')}த்த${TAIL}`;
    }
    // ங் is never last in Tamil: it takes its க (ஷில்லாங் → ஷில்லாங்கில்).
    if (before === 'ங') return `${name}க${TAIL}`;
    if (before !== undefined && DOUBLING_STOPS.has(before) && chars.at(-3) !== VIRAMA)
      return `${name}${before}${TAIL}`;
    return `${stem}${TAIL}`;
  }
  if (last === 'ு' && before !== undefined && U_STOPS.has(before)) {
    const stem = chars.slice(0, -1).join('');
    const doubles = (before === 'ட' || before === 'ற') && LONG_SIGNS.has(chars.at(-3) ?? '');
    return doubles ? `${stem}${VIRAMA}${before}${TAIL}` : `${stem}${TAIL}`;
  }
  if (Y_GLIDE.has(last)) return `${name}ய${TAIL}`;
  // The other vowel signs (ஆக்ராவில், புனேவில், லக்னோவில், பெங்களூருவில்), a consonant with its inherent அ and a
  // vowel letter take a வ glide.
  return `${name}வ${TAIL}`;
}
