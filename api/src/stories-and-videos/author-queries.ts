import type { Author, LocaleCode } from '@cvb/contracts';
import { pickLocale } from '@cvb/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { mediaAuthors, storyDetails } from '../db/schema-media';
import { authorImagePath, siteImage } from './site-image';

type AuthorRow = typeof mediaAuthors.$inferSelect;

function toAuthor(row: AuthorRow, locale: LocaleCode, storyCount: number): Author {
  const name = pickLocale(row.name, locale);
  return {
    slug: row.slug,
    name,
    role: pickLocale(row.role, locale),
    bio: pickLocale(row.bio, locale),
    beat: row.beat,
    image: siteImage(authorImagePath(row.slug), name),
    storyCount,
  };
}

async function storyCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ authorSlug: storyDetails.authorSlug, value: count() })
    .from(storyDetails)
    .innerJoin(
      newsArticles,
      and(
        eq(newsArticles.slug, storyDetails.slug),
        eq(newsArticles.locale, 'en'),
        eq(newsArticles.published, true),
      ),
    )
    .groupBy(storyDetails.authorSlug);
  return new Map(rows.map((row) => [row.authorSlug, row.value]));
}

/** Every author, with their bio in the locale (English fallback) and how many stories they wrote. */
export async function listAuthors(db: Db, locale: LocaleCode): Promise<Author[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(mediaAuthors).orderBy(mediaAuthors.id),
    storyCounts(db),
  ]);
  return rows.map((row) => toAuthor(row, locale, counts.get(row.slug) ?? 0));
}

export async function findAuthor(db: Db, slug: string, locale: LocaleCode): Promise<Author | undefined> {
  const [row] = await db.select().from(mediaAuthors).where(eq(mediaAuthors.slug, slug));
  if (!row) return undefined;
  const counts = await storyCounts(db);
  return toAuthor(row, locale, counts.get(slug) ?? 0);
}
