import type { LocaleCode, SitemapEntry, StoryCard, StoryDetail, StoryKind } from '@cvb/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { storyDetails } from '../db/schema-media';
import { resolveVehicles } from './related-vehicles';
import { readMinutes, sanitizeStoryHtml } from './sanitize-story-html';
import { siteImage } from './site-image';

export interface StoryFilter {
  kind?: StoryKind;
  locale: LocaleCode;
  category?: string;
  vertical?: string;
  brandSlug?: string;
  tag?: string;
  authorSlug?: string;
  expo?: boolean;
}

const columns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  locale: newsArticles.locale,
  title: newsArticles.title,
  summary: newsArticles.summary,
  body: newsArticles.body,
  category: newsArticles.category,
  author: newsArticles.author,
  image: newsArticles.image,
  publishedAt: newsArticles.publishedAt,
  kind: storyDetails.kind,
  vertical: storyDetails.vertical,
  authorSlug: storyDetails.authorSlug,
  tags: storyDetails.tags,
  vehicles: storyDetails.vehicles,
  expo: storyDetails.expo,
};

type StoryRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, locale: LocaleCode, where: SQL | undefined) {
  return db
    .select(columns)
    .from(newsArticles)
    .innerJoin(storyDetails, eq(storyDetails.slug, newsArticles.slug))
    .where(
      and(
        eq(newsArticles.published, true),
        inArray(newsArticles.locale, [...new Set<LocaleCode>([locale, 'en'])]),
        where,
      ),
    );
}

/** One row per story: the locale's text when it is published, else the English one. */
function preferLocale(rows: StoryRow[], locale: LocaleCode): StoryRow[] {
  const bySlug = new Map<string, StoryRow>();
  for (const row of rows) {
    const current = bySlug.get(row.slug);
    if (!current || (row.locale === locale && current.locale !== locale)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()];
}

function toCard(row: StoryRow): StoryCard {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    category: row.category,
    vertical: row.vertical,
    author: { slug: row.authorSlug, name: row.author },
    image: siteImage(row.image, row.title),
    tags: row.tags,
    readMinutes: readMinutes(row.body),
    publishedAt: row.publishedAt.toISOString(),
  };
}

const newestFirst = (a: StoryRow, b: StoryRow) =>
  b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

async function matchingRows(db: Db, filter: StoryFilter): Promise<StoryRow[]> {
  const where = and(
    filter.kind ? eq(storyDetails.kind, filter.kind) : undefined,
    filter.category ? eq(newsArticles.category, filter.category) : undefined,
    filter.vertical
      ? eq(storyDetails.vertical, filter.vertical as NonNullable<StoryRow['vertical']>)
      : undefined,
    filter.authorSlug ? eq(storyDetails.authorSlug, filter.authorSlug) : undefined,
    filter.expo ? eq(storyDetails.expo, true) : undefined,
  );
  const rows = preferLocale(await selectRows(db, filter.locale, where), filter.locale);
  return rows
    .filter(
      (row) => !filter.brandSlug || row.vehicles.some((vehicle) => vehicle.brandSlug === filter.brandSlug),
    )
    .filter((row) => !filter.tag || row.tags.includes(filter.tag))
    .sort(newestFirst);
}

/** Stories matching the filter, newest first, one page of them and how many there are. */
export async function storyPage(
  db: Db,
  filter: StoryFilter,
  page: { page: number; limit: number },
): Promise<{ items: StoryCard[]; total: number }> {
  const rows = await matchingRows(db, filter);
  const start = (page.page - 1) * page.limit;
  return { items: rows.slice(start, start + page.limit).map(toCard), total: rows.length };
}

/** Section path of a story on the site, without locale prefix. */
export const storyPath = (kind: StoryKind, slug: string) =>
  `/${kind === 'news' ? 'news' : 'articles'}/${slug}`;

/** One story with its sanitized body, vehicles, locales and more stories of its kind; undefined when unknown. */
export async function storyDetail(
  db: Db,
  slug: string,
  locale: LocaleCode,
  kind: StoryKind,
  moreCount: number,
): Promise<StoryDetail | undefined> {
  const [row] = preferLocale(
    await selectRows(db, locale, and(eq(newsArticles.slug, slug), eq(storyDetails.kind, kind))),
    locale,
  );
  if (!row) return undefined;
  const localeRows = await db
    .select({ locale: newsArticles.locale })
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), eq(newsArticles.published, true)));
  const sameVertical = await matchingRows(db, { kind, locale, vertical: row.vertical ?? undefined });
  const more = sameVertical.filter((other) => other.slug !== slug).slice(0, moreCount);
  const path = storyPath(kind, slug);
  return {
    story: {
      ...toCard(row),
      bodyHtml: sanitizeStoryHtml(row.body),
      locales: localeRows.map((localeRow) => localeRow.locale).sort(),
      related: await resolveVehicles(db, row.vehicles),
      rssPath: kind === 'news' ? '/api/feeds/news.xml' : '/api/feeds/articles.xml',
      ampPath: `/api/amp${path}`,
    },
    more: more.map(toCard),
  };
}

/** Every published story of a kind for the sitemap: its path, last change and locales. */
export async function storySitemap(db: Db, kind: StoryKind): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: newsArticles.slug, locale: newsArticles.locale, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .innerJoin(storyDetails, eq(storyDetails.slug, newsArticles.slug))
    .where(and(eq(newsArticles.published, true), eq(storyDetails.kind, kind)));
  const bySlug = new Map<string, SitemapEntry>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? {
      path: storyPath(kind, row.slug),
      lastModified: row.publishedAt.toISOString(),
      locales: [],
    };
    entry.locales.push(row.locale);
    bySlug.set(row.slug, entry);
  }
  return [...bySlug.values()]
    .map((entry) => ({ ...entry, locales: entry.locales.sort() }))
    .sort((a, b) => b.lastModified.localeCompare(a.lastModified));
}
