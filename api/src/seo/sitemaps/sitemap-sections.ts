import {
  ALL_VERTICAL_DEFINITIONS,
  SITEMAP_MAX_URLS,
  LOCALE_CODES,
  type SitemapFile,
  type SitemapPage,
} from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import { dataVersionOf } from '../../catalogue/answer-cache';
import type { Db } from '../../db/database';
import { newsArticles } from '../../db/schema';
import { createShortCache } from '../seo-cache';
import { fixedPagesOf } from './fixed-pages';
import { expertReviewPages, storyPages, videoPages, webStoryPages } from './media-sitemaps';
import { fuelPages, mandiPages } from './place-sitemaps';
import { FIXED_PAGES_UPDATED, isoMoment, newest, type SectionPages } from './sitemap-page';
import { tyrePages } from './tyre-sitemap';
import { verticalPages } from './vertical-sitemap';
import { usedPages } from './used-sitemap';

/** The home page changes with the news it leads with; the other shell pages with their own text. */
const shellPages: SectionPages = async (db) => {
  const [latest] = await db
    .select({ publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(eq(newsArticles.published, true))
    .orderBy(desc(newsArticles.publishedAt))
    .limit(1);
  const homeDate = latest ? isoMoment(latest.publishedAt) : FIXED_PAGES_UPDATED;
  return fixedPagesOf('pages', FIXED_PAGES_UPDATED).map((entry) =>
    entry.path === '/' ? { ...entry, lastModified: homeDate } : entry,
  );
};

/** One sitemap per vertical (named by its plural) and per content type, in the index's order. */
const SECTIONS: ReadonlyMap<string, SectionPages> = new Map<string, SectionPages>([
  ['pages', shellPages],
  ...ALL_VERTICAL_DEFINITIONS.map((definition): [string, SectionPages] => [
    definition.plural,
    async (db) => [
      ...(await verticalPages(db, definition)),
      ...fixedPagesOf(definition.plural, FIXED_PAGES_UPDATED),
    ],
  ]),
  ['news', (db) => storyPages(db, 'news')],
  ['articles', (db) => storyPages(db, 'article')],
  ['expert-reviews', expertReviewPages],
  ['videos', videoPages],
  ['web-stories', webStoryPages],
  ['used-vehicles', (db) => usedPages(db)],
  ['tyres', tyrePages],
  ['fuel-prices', fuelPages],
  ['emandi', mandiPages],
]);

/** Each page is listed once per language, so a file holds this many pages to stay within 50,000 URLs. */
export const PAGES_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LOCALE_CODES.length);

const cachedSection = createShortCache<SitemapPage[]>(5 * 60_000);

/**
 * A section's pages, kept five minutes under the data version: a publish of the catalogue desk (a launch, a closed
 * dealer) heard by this instance gives the sitemaps fresh pages and lastmod at once.
 */
async function sectionPages(db: Db, name: string, load: SectionPages): Promise<SitemapPage[]> {
  return cachedSection(db, `${await dataVersionOf(db)} ${name}`, () => load(db));
}

/** A section's files: `trucks` alone, or `trucks-1`, `trucks-2`… when it needs more than one. */
function filesOf(
  name: string,
  pages: readonly SitemapPage[],
  perFile: number,
): { name: string; pages: SitemapPage[] }[] {
  if (pages.length <= perFile) return [{ name, pages: [...pages] }];
  const files = [];
  for (let start = 0; start < pages.length; start += perFile) {
    files.push({ name: `${name}-${files.length + 1}`, pages: pages.slice(start, start + perFile) });
  }
  return files;
}

/** Every sitemap file with the date of its newest page (general/sitemaps). */
export async function sitemapIndex(db: Db, perFile: number = PAGES_PER_FILE): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const [name, load] of SECTIONS) {
    const pages = await sectionPages(db, name, load);
    if (pages.length === 0) continue;
    for (const file of filesOf(name, pages, perFile)) {
      files.push({ name: file.name, lastModified: newest(file.pages.map((entry) => entry.lastModified)) });
    }
  }
  return files;
}

/** The pages of one sitemap file, or undefined when there is no such file. */
export async function sitemapFile(
  db: Db,
  fileName: string,
  perFile: number = PAGES_PER_FILE,
): Promise<SitemapPage[] | undefined> {
  const numbered = /^(.+)-(\d+)$/.exec(fileName);
  const candidates = numbered && SECTIONS.has(numbered[1] ?? '') ? [numbered[1] ?? ''] : [fileName];
  for (const name of candidates) {
    const load = SECTIONS.get(name);
    if (!load) continue;
    const pages = await sectionPages(db, name, load);
    return filesOf(name, pages, perFile).find((file) => file.name === fileName)?.pages;
  }
  return undefined;
}
