import type { LocaleCode } from '@cvb/contracts';

/**
 * The script-share measure of the script-share tests: the share of a page's letters, outside
 * names and codes, that are in its language's script.
 */
export const SCRIPT: Record<Exclude<LocaleCode, 'en'>, RegExp> = {
  hi: /[\u0900-\u097F]/gu,
  mr: /[\u0900-\u097F]/gu,
  pa: /[\u0A00-\u0A7F]/gu,
  ta: /[\u0B80-\u0BFF]/gu,
  te: /[\u0C00-\u0C7F]/gu,
};
const LATIN = /[A-Za-z]/g;

/**
 * Fields that are not words a reader sees: addresses of pages and pictures, keys, codes (a commodity's `group`,
 * "cereals", which no page shows), dates.
 */
const NOT_TEXT =
  /(^id$|^group$|slug|Slug|url|Url|href|link|path|Path|image|Image|src|poster|logo|locale|date|Date|At$|youtubeId|key$|code|phone|mobile|email|pincode|tag|type|kind|unit|vertical|section|category|fuelType|bodyType|transmission|sort|status|axle|rating)/;
/** Fields that hold names (brands, models, variants, dealers, people, streets): they may stay as written. */
const NAME =
  /^(name|brandName|modelName|variantName|dealerName|subject|author|authorName|address|street|heading)$/;

export interface Texts {
  words: string[];
  names: string[];
}

/** The words and the names of an API answer, by the keys that hold them. */
export function collect(value: unknown, key: string, into: Texts): void {
  if (typeof value === 'string') {
    if (NOT_TEXT.test(key) || /^(https?:|\/)/.test(value)) return;
    (NAME.test(key) ? into.names : into.words).push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, into);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) collect(item, name, into);
  }
}

/**
 * Whether a word is a name or a code rather than prose: each word of a name field, a capitalised Latin word (brands,
 * models, places as written: "Tata", "Ace", "Pune") or one with a digit ("LPT", "1412", "4wd", "8F"). An English
 * sentence still counts: most of its words are lower case.
 */
function isName(word: string, nameWords: ReadonlySet<string>): boolean {
  const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return nameWords.has(bare) || /^[A-Z]/.test(bare) || /\d/.test(bare);
}

/** The share of letters in the page's script, once names and codes are taken out. */
export function scriptShare(texts: Texts, locale: Exclude<LocaleCode, 'en'>): number {
  const nameWords = new Set(texts.names.flatMap((name) => name.split(/[\s,()/·–-]+/)).filter(Boolean));
  const prose = texts.words
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => !isName(word, nameWords))
    .join(' ');
  const script = prose.match(SCRIPT[locale])?.length ?? 0;
  const latin = prose.match(LATIN)?.length ?? 0;
  return script + latin === 0 ? 1 : script / (script + latin);
}
