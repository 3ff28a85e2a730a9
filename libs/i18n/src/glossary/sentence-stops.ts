import type { NamespaceResources } from '../create-i18n';

/** The languages whose sentences end with the danda "।" (Hindi in Devanagari, Punjabi in Gurmukhi). */
export const DANDA_LOCALES = ['hi', 'pa'] as const;
export type DandaLocale = (typeof DANDA_LOCALES)[number];

/** A text of a Hindi or Punjabi tree with a sentence that ends in a Latin full stop. */
export interface SentenceStopFinding {
  source: string;
  locale: DandaLocale;
  /** Dotted path of the text, e.g. `landing.truck.lead` or `items.3.body`. */
  key: string;
  /** The sentence's last words, up to the full stop. */
  ending: string;
}

/** Letters of the two scripts (and their vowel signs). */
const INDIC = /[\u0900-\u097F\u0A00-\u0A7F]/;
/** Abbreviations that keep their full stop ("Rs.", "Pvt. Ltd.", "डॉ."), lower-cased, without it. */
const ABBREVIATIONS = new Set([
  'rs',
  'pvt',
  'ltd',
  'co',
  'inc',
  'no',
  'nos',
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'vs',
  'etc',
  'approx',
  'ex',
  'max',
  'min',
  'sr',
  'jr',
  'डॉ',
  'श्री',
  'प्रा',
  'लि',
  'ਡਾ',
  'ਸ੍ਰੀ',
  'ਪ੍ਰਾ',
  'ਲਿ',
]);

/**
 * Full stops that end a sentence of a text in Devanagari or Gurmukhi: a "." followed by a space, a line end, a
 * closing tag or the text's end. Kept: a number's ("2025.", "4.5"), an ellipsis, an abbreviation ("Rs.", "डॉ.",
 * "कि.मी." — a word with a dot inside), a single capital's ("A.") and a text with no letter of the script.
 */
export function latinSentenceStops(text: string): string[] {
  if (!INDIC.test(text)) return [];
  const endings: string[] = [];
  const stop = /\.(?=\s|<\/|$|["'”’)])/g;
  for (let match = stop.exec(text); match !== null; match = stop.exec(text)) {
    const before = text.slice(0, match.index);
    if (before.endsWith('.') || before.endsWith('…')) continue;
    const word = /[^\s(>"'“‘]*$/.exec(before)?.[0] ?? '';
    const bare = word.replace(/^[^\p{L}\p{M}\p{N}{}]+/u, '');
    if (bare === '' || /\p{N}$/u.test(bare)) continue;
    if (bare.includes('.')) continue;
    if (ABBREVIATIONS.has(bare.toLowerCase())) continue;
    if (/^\p{Lu}$/u.test(bare)) continue;
    const sentence = before.split(/[।.!?]\s|<[^>]*>/).pop() ?? before;
    const tail = sentence.length > 40 ? sentence.slice(-40).replace(/^\S*\s/, '') : sentence;
    endings.push(`${tail.trim()}.`);
  }
  return endings;
}

function walk(value: unknown, key: string, visit: (key: string, text: string) => void): void {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${key}.${index}`, visit));
  else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name, visit);
  }
}

/** Every Hindi and Punjabi text of a tree of texts with a sentence that ends in "." instead of "।". */
export function sentenceStopFindings(
  source: string,
  resources: Partial<NamespaceResources> | Partial<Record<DandaLocale, unknown>>,
): SentenceStopFinding[] {
  const findings: SentenceStopFinding[] = [];
  for (const locale of DANDA_LOCALES) {
    walk((resources as Partial<Record<DandaLocale, unknown>>)[locale], '', (key, text) => {
      for (const ending of latinSentenceStops(text)) findings.push({ source, locale, key, ending });
    });
  }
  return findings;
}

export const describeSentenceStop = ({ source, locale, key, ending }: SentenceStopFinding): string =>
  `${source} ${locale} ${key}: "${ending}" ends with "." (a ${locale === 'hi' ? 'Hindi' : 'Punjabi'} sentence ends with "।")`;
