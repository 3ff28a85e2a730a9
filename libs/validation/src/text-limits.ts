/** Maximum lengths (in UTF-16 code units, as `string.length` counts) of the text fields of every form and route. */
export const TEXT_LIMITS = {
  name: 60,
  email: 254,
  mobile: 15,
  password: 128,
  /** Codes, tokens, slugs, keys, cities, titles: anything that is one line. */
  shortText: 300,
  /** Review, question and answer texts, ad descriptions, messages. */
  longText: 10_000,
  /** An editor's news story. */
  articleBody: 50_000,
  /** A base64 upload carried in JSON (the lead sheet import: 2 MB of file). */
  base64File: 2_700_000,
} as const;

const NAME_KEYS = new Set([
  'name',
  'fullname',
  'firstname',
  'lastname',
  'sellername',
  'username',
  'contactname',
]);
const EMAIL_KEYS = new Set(['email', 'loginemail', 'selleremail']);
const MOBILE_KEYS = new Set(['mobile', 'phone', 'loginphone', 'sellermobile', 'whatsapp']);
const PASSWORD_KEYS = new Set([
  'password',
  'currentpassword',
  'newpassword',
  'loginpassword',
  'confirmpassword',
]);
const LONG_KEYS =
  /(description|details|text|answer|question|message|comment|review|pros|cons|summary|note|reason|address|about|bio)$/;

const SHORT_KEYS =
  /(title|slug|city|state|token|key|code|pincode|locale|category|source|purpose|kind|vertical)$/;

/** The maximum length of a text field, chosen by its key (the last part of its path): names, emails, … */
export function maxLengthOfField(key: string): number {
  const lower = key.toLowerCase();
  if (lower === 'contentbase64') return TEXT_LIMITS.base64File;
  if (lower === 'body') return TEXT_LIMITS.articleBody;
  if (NAME_KEYS.has(lower)) return TEXT_LIMITS.name;
  if (EMAIL_KEYS.has(lower)) return TEXT_LIMITS.email;
  if (MOBILE_KEYS.has(lower)) return TEXT_LIMITS.mobile;
  if (PASSWORD_KEYS.has(lower)) return TEXT_LIMITS.password;
  if (LONG_KEYS.test(lower)) return TEXT_LIMITS.longText;
  if (SHORT_KEYS.test(lower)) return TEXT_LIMITS.shortText;
  // Identifiers (mobile or email) and other one-line fields of unknown purpose get room for an email.
  if (lower === 'identifier') return TEXT_LIMITS.email;
  return TEXT_LIMITS.longText;
}
