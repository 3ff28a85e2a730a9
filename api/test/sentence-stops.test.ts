import { sql } from 'drizzle-orm';
import { describeSentenceStop, sentenceStopFindings, type DandaLocale } from '@cvb/i18n/glossary';
import { rowsOf } from '../src/db/raw-rows';
import { seoTextsOf } from '../src/seo/texts/seo-texts';
import { testDatabases, useTestApi } from './databases';

const DANDA: readonly DandaLocale[] = ['hi', 'pa'];
const isDanda = (value: unknown): value is DandaLocale => DANDA.includes(value as DandaLocale);

/** A JSON text inside a text column (`{"hi": …}`), parsed; anything else as it is. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The Hindi and Punjabi texts of a stored row: a row whose `locale` is hi or pa (all its texts), and under any
 * `hi` or `pa` key of its JSON (`{ "en": …, "hi": … }`). Texts of no known language (Marathi is Devanagari too, and
 * ends its sentences with ".") are left alone.
 */
function dandaTexts(value: unknown, into: Record<DandaLocale, unknown[]>, locale?: DandaLocale): void {
  const item = parsed(value);
  if (Array.isArray(item)) {
    for (const entry of item) dandaTexts(entry, into, locale);
    return;
  }
  if (item === null || typeof item !== 'object') {
    if (locale && typeof item === 'string') into[locale].push(item);
    return;
  }
  const record = item as Record<string, unknown>;
  const own = isDanda(record['locale']) ? record['locale'] : locale;
  for (const [key, entry] of Object.entries(record)) {
    if (isDanda(key)) dandaTexts(entry, into, key);
    else if (own || typeof entry === 'object' || typeof entry === 'string') dandaTexts(entry, into, own);
  }
}

describe.each(testDatabases)('Hindi and Punjabi sentences end with "।" on %s', (kind) => {
  const api = useTestApi(kind);

  it('in every text the seed stores (news, stories, reviews, videos, models, FAQs, guides, community, expo)', async () => {
    const tables = await rowsOf<{ name: string }>(
      api.database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const findings = new Set<string>();
    let checked = 0;
    for (const { name } of tables) {
      const table = sql.identifier(name);
      const rows = await rowsOf<{ row: unknown }>(
        api.database.db,
        sql`select row_to_json(t) as row from ${table} t where row_to_json(t)::text ~ '[ऀ-ॿ਀-੿]'`,
      );
      const texts: Record<DandaLocale, unknown[]> = { hi: [], pa: [] };
      for (const { row } of rows) dandaTexts(row, texts);
      checked += texts.hi.length + texts.pa.length;
      for (const finding of sentenceStopFindings(name, texts)) findings.add(describeSentenceStop(finding));
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...findings]).toEqual([]);
  });

  it("in the SEO answers' own texts", () => {
    const findings = sentenceStopFindings('api/src/seo/texts', {
      hi: seoTextsOf('hi'),
      pa: seoTextsOf('pa'),
    });
    expect(findings.map(describeSentenceStop)).toEqual([]);
  });
});
