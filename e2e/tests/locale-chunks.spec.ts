import { expect, test, type Page } from '../support/test';

/**
 * Only the visitor's language (issue 34): a page downloads the texts of its own language and no other's. A text chunk
 * is recognised twice over: by its name (`texts-<namespace>-<locale>.*.js`, the webpack chunk names of every
 * `lazyTexts` module) and by its content (the script of the language: Devanagari for Hindi and Marathi, Gurmukhi,
 * Tamil, Telugu), so texts that slipped into a chunk of another name are caught too.
 */

type OtherLocale = 'hi' | 'mr' | 'pa' | 'ta' | 'te';

/** Each language's script, as Unicode blocks (Hindi and Marathi share Devanagari). */
const SCRIPTS: Record<OtherLocale, RegExp> = {
  hi: /[\u0900-\u097F]/g,
  mr: /[\u0900-\u097F]/g,
  pa: /[\u0A00-\u0A7F]/g,
  ta: /[\u0B80-\u0BFF]/g,
  te: /[\u0C00-\u0C7F]/g,
};

/**
 * The languages' own names (`LOCALES[].nativeName` of @cvb/i18n): the language menu shows them in every language,
 * so they are in the shell's code on purpose and are not counted as texts.
 */
const NATIVE_NAMES = ['हिन्दी', 'मराठी', 'ਪੰਜਾਬੀ', 'தமிழ்', 'తెలుగు'];

/**
 * Formatting data rather than texts, what `Intl` holds for the other languages (@cvb/format, compiled into every app
 * and the API, synchronous): the words for lakh and crore (`PRICE_WORDS` of libs/format/src/price.ts) and the
 * Punjabi month names Chromium's ICU lacks (`OWN_MONTH_NAMES` of libs/format/src/date.ts). Longest first, so a
 * word is taken out whole before a shorter one inside it.
 */
const FORMAT_DATA = [
  ...['लाख', 'करोड़', 'लाखां', 'लाखा', 'कोटी', 'कोटीं', 'ਲੱਖ', 'ਕਰੋੜ'],
  ...['லட்சம்', 'லட்சத்துக்கு', 'கோடி', 'கோடிக்கு', 'లక్ష', 'లక్షలు', 'లక్షల', 'కోటి', 'కోట్లు', 'కోట్ల'],
  ...['ਜਨਵਰੀ', 'ਫ਼ਰਵਰੀ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈਲ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾਈ', 'ਅਗਸਤ', 'ਸਤੰਬਰ', 'ਅਕਤੂਬਰ', 'ਨਵੰਬਰ', 'ਦਸੰਬਰ'],
  ...['ਜਨ', 'ਫ਼ਰ', 'ਅਪ੍ਰੈ', 'ਜੁਲਾ', 'ਅਗ', 'ਸਤੰ', 'ਅਕਤੂ', 'ਨਵੰ', 'ਦਸੰ'],
].sort((a, b) => b.length - a.length);

interface Script {
  url: string;
  body: string;
}

/** Records every JavaScript file the page downloads (its URL and text). */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    void response
      .text()
      .then((body) => scripts.push({ url: response.url(), body }))
      .catch(() => undefined);
  });
  return scripts;
}

/** A minifier may write a character as `\uXXXX`: read those back before looking at the script. */
const unescape = (body: string) =>
  body.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The characters of `locale`'s script in a file, the languages' own names and the formatting data left out. The
 * place names count: a page loads its own language's table only, with its common texts (libs/i18n/src/place-texts.ts).
 */
function scriptCharacters(body: string, locale: OtherLocale): number {
  let text = unescape(body);
  // Whole string literals only, so the same word inside a sentence still counts.
  for (const word of [...NATIVE_NAMES, ...FORMAT_DATA]) {
    for (const quote of ['"', "'", '`']) text = text.split(`${quote}${word}${quote}`).join('');
  }
  return text.match(SCRIPTS[locale])?.length ?? 0;
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/** The files named as a text chunk of `locale`. */
const namedFor = (scripts: Script[], locale: string) =>
  scripts.filter((script) => new RegExp(`^texts-[a-z-]+-${locale}\\.`).test(fileName(script.url)));

/** The files named for, or carrying the script of, any of `locales`: "file: what" lines, empty when none. */
function textsOf(scripts: Script[], locales: OtherLocale[]): string[] {
  const found: string[] = [];
  for (const locale of locales) {
    for (const script of namedFor(scripts, locale))
      found.push(`${fileName(script.url)}: named for ${locale}`);
    for (const script of scripts) {
      const count = scriptCharacters(script.body, locale);
      if (count > 0) found.push(`${fileName(script.url)}: ${count} characters of ${locale}'s script`);
    }
  }
  return [...new Set(found)];
}

/** Visits `path` and brings the whole page in: scrolled to the end (widgets and footer that wait to be seen), quiet. */
async function visitWhole(page: Page, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Let a chunk that starts when the browser is idle arrive too.
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
}

test.describe('a page downloads the texts of its own language only', () => {
  test('an English visit to /trucks and a model page downloads no other language’s texts', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await visitWhole(page, '/trucks');
    await visitWhole(page, '/trucks/tata-motors/ace-gold', 'Tata Ace Gold');
    // The recording works: the shell and the trucks remote were downloaded and read.
    expect(scripts.some((script) => fileName(script.url) === 'main.js')).toBe(true);
    expect(scripts.some((script) => fileName(script.url) === 'remoteEntry.js')).toBe(true);
    expect(textsOf(scripts, ['hi', 'mr', 'pa', 'ta', 'te'])).toEqual([]);
  });

  test('an English visit to the fuel prices, every state and city named, downloads no other language’s names', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await visitWhole(page, '/fuel-prices', 'Petrol, diesel and CNG prices today');
    await expect(page.getByRole('main').getByText('Maharashtra').first()).toBeVisible();
    expect(scripts.some((script) => fileName(script.url) === 'remoteEntry.js')).toBe(true);
    expect(textsOf(scripts, ['hi', 'mr', 'pa', 'ta', 'te'])).toEqual([]);
  });

  test('a Hindi visit loads the Hindi texts and no Tamil, Telugu, Punjabi or Marathi ones', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await visitWhole(page, '/hi/trucks');
    // The place names come in Hindi with the page's texts: the header's city.
    await expect(page.getByRole('banner').getByRole('button', { name: /^शहर:/ })).toContainText('नई दिल्ली');
    const hindi = namedFor(scripts, 'hi').map((script) => fileName(script.url));
    expect(hindi.some((name) => name.startsWith('texts-common-hi.'))).toBe(true);
    expect(hindi.some((name) => name.startsWith('texts-shell-hi.'))).toBe(true);
    expect(scripts.some((script) => scriptCharacters(script.body, 'hi') > 0)).toBe(true);
    expect(textsOf(scripts, ['pa', 'ta', 'te'])).toEqual([]);
    expect(namedFor(scripts, 'mr').map((script) => fileName(script.url))).toEqual([]);
  });
});

test('the pages visitors read download no validation library: the API checks every request and answer', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await visitWhole(page, '/');
  await visitWhole(page, '/trucks');
  await visitWhole(page, '/trucks/tata-motors/ace-gold', 'Tata Ace Gold');
  await visitWhole(page, '/buses');
  expect(scripts.some((script) => fileName(script.url) === 'remoteEntry.js')).toBe(true);
  // zod's schema classes are named by strings ("$ZodType", "$ZodObject"), which a minifier keeps.
  expect(scripts.filter((script) => script.body.includes('$ZodType')).map((script) => script.url)).toEqual(
    [],
  );
});
