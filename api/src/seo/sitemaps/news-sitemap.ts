import { NEWS_SITEMAP_HOURS, NEWS_SITEMAP_MAX_URLS, type NewsSitemapItem } from '@cvb/contracts';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newsArticles } from '../../db/schema';
import { storyDetails } from '../../db/schema-media';
import { storyPath } from '../../stories-and-videos/story-queries';

/**
 * The Google News sitemap's stories: news published in the last 48 hours, each language version on its own
 * (its own URL, title and language), newest first, at most 1,000.
 */
export async function recentNews(db: Db, now: Date = new Date()): Promise<NewsSitemapItem[]> {
  const since = new Date(now.getTime() - NEWS_SITEMAP_HOURS * 3_600_000);
  const rows = await db
    .select({
      slug: newsArticles.slug,
      locale: newsArticles.locale,
      title: newsArticles.title,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .innerJoin(storyDetails, eq(storyDetails.slug, newsArticles.slug))
    .where(
      and(
        eq(newsArticles.published, true),
        eq(storyDetails.kind, 'news'),
        gte(newsArticles.publishedAt, since),
        lte(newsArticles.publishedAt, now),
      ),
    )
    .orderBy(desc(newsArticles.publishedAt), newsArticles.slug, newsArticles.locale)
    .limit(NEWS_SITEMAP_MAX_URLS);
  return rows.map((row) => ({
    path: storyPath('news', row.slug),
    locale: row.locale,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
  }));
}
