import type { HeaderSearchResponse, LocaleCode, SearchItem } from '@cvb/contracts';
import { and, asc, desc, eq, isNull, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { searchDocuments as d } from '../db/schema-site';
import { prefixTsQuery, searchText, soundKey } from './search-text';

export const SEARCH_HIT_LIMIT = 10;
export const TRENDING_LIMIT = 5;
export const TOP_STORY_LIMIT = 5;

/** A letter of Devanagari, Gurmukhi, Tamil or Telugu (U+0900–U+0C7F, which also spans the scripts between). */
const INDIC_LETTER = /[\u0900-\u0c7f]/;

type Row = { label: string; link: string; status: string | null };

function itemOf(row: Row, type: SearchItem['type']): SearchItem {
  return row.status === 'upcoming'
    ? { label: row.label, link: row.link, type, status: 'upcoming' }
    : { label: row.label, link: row.link, type };
}

const inLocale = (locale: LocaleCode) => or(isNull(d.locale), eq(d.locale, locale));

/**
 * Documents matching the query: trigram word similarity on the Latin text (misspellings), on the sound
 * key (Indic-script queries), or a full-text prefix match on name and keywords. Ranked by how closely the
 * name matches, popularity and a full-text match together; then by popularity.
 */
export async function searchHits(db: Db, query: string, locale: LocaleCode): Promise<SearchItem[]> {
  const text = searchText(query);
  if (text === '') return [];
  const tsQuery = prefixTsQuery(text);
  const fullText = tsQuery
    ? sql`to_tsvector('simple'::regconfig, ${d.searchText} || ' ' || ${d.keywords}) @@ to_tsquery('simple', ${tsQuery})`
    : sql`false`;
  // Sound keys bridge a transliteration's vowels (ऐस → ais ≈ ace); for Latin typing they only add noise
  // (fuel ≈ falcon), and trigrams already forgive Latin misspellings.
  const key = INDIC_LETTER.test(query) ? soundKey(text) : null;
  const soundWord = key === null ? sql`0` : sql`word_similarity(${key}, ${d.soundKey})`;
  const soundWhole = key === null ? sql`0` : sql`similarity(${key}, ${d.soundKey})`;
  const soundCandidate = key === null ? sql`false` : sql`${key} <% ${d.soundKey}`;
  const wordMatch = sql`greatest(word_similarity(${text}, ${d.searchText}), ${soundWord})`;
  const wholeMatch = sql`greatest(similarity(${text}, ${d.searchText}), ${soundWhole})`;
  const score = sql`0.55 * ${wordMatch} + 0.25 * ${wholeMatch} + 0.2 * ${d.popularity} / 100.0
    + (case when ${fullText} then 0.15 else 0 end)`;
  const rows = await db
    .select({ label: d.label, link: d.link, status: d.status })
    .from(d)
    .where(
      and(
        inLocale(locale),
        notLike(d.link, '%variants%'),
        or(sql`${text} <% ${d.searchText}`, soundCandidate, fullText),
      ),
    )
    .orderBy(desc(score), desc(d.popularity), asc(d.label))
    .limit(SEARCH_HIT_LIMIT);
  return rows.map((row) => itemOf(row, ''));
}

/** The most popular models across the verticals. */
export async function trendingItems(db: Db): Promise<SearchItem[]> {
  const rows = await db
    .select({ label: d.label, link: d.link, status: d.status })
    .from(d)
    .where(eq(d.kind, 'model'))
    .orderBy(desc(d.popularity), asc(d.label))
    .limit(TRENDING_LIMIT);
  return rows.map((row) => itemOf(row, 'trending'));
}

/** The latest news in the locale, or in English where the locale has none. */
export async function topStoryItems(db: Db, locale: LocaleCode): Promise<SearchItem[]> {
  const latest = (inLocaleCode: LocaleCode) =>
    db
      .select({ label: newsArticles.title, slug: newsArticles.slug })
      .from(newsArticles)
      .where(eq(newsArticles.locale, inLocaleCode))
      .orderBy(desc(newsArticles.publishedAt), asc(newsArticles.id))
      .limit(TOP_STORY_LIMIT);
  let rows = await latest(locale);
  if (rows.length === 0 && locale !== 'en') rows = await latest('en');
  return rows.map(({ label, slug }) => ({ label, link: `/news/${slug}`, type: 'top-stories' as const }));
}

/** Header search (docs/domain.md#header-and-footer): hits for the typed text (none for an empty one), trending and top stories. */
export async function headerSearch(
  db: Db,
  query: string,
  locale: LocaleCode = 'en',
): Promise<HeaderSearchResponse> {
  const [searchResult, trendingResult, topStories] = await Promise.all([
    searchHits(db, query, locale),
    trendingItems(db),
    topStoryItems(db, locale),
  ]);
  return { data: { searchResult, trendingResult, topStories } };
}
