import type {
  AdminMediaItem,
  AdminMediaKind,
  AdminMediaUpdate,
  LocaleCode,
  LocalizedText,
  VehicleVertical,
} from '@cvb/contracts';
import { pickLocale } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { expertReviewArticles, mediaVideos, webStories } from '../db/schema-media';

/** The vertical of a video about a model: its model page shows the video, so a change rebuilds that catalogue. */
export async function modelVideoVertical(db: Db, slug: string): Promise<VehicleVertical | undefined> {
  const [row] = await db
    .select({ vertical: mediaVideos.vertical, modelSlug: mediaVideos.modelSlug })
    .from(mediaVideos)
    .where(eq(mediaVideos.slug, slug));
  return row?.modelSlug ? (row.vertical ?? undefined) : undefined;
}

const localesOf = (text: object) => Object.keys(text).sort() as LocaleCode[];

/** Every item of a kind, drafts included, newest first, titled in the locale (English fallback). */
export async function listAdminMedia(
  db: Db,
  kind: AdminMediaKind,
  locale: LocaleCode,
): Promise<AdminMediaItem[]> {
  const item = (row: { slug: string; title: LocalizedText; published: boolean; publishedAt: Date }) => ({
    slug: row.slug,
    title: pickLocale(row.title, locale),
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    locales: localesOf(row.title),
  });
  if (kind === 'videos') {
    return (await db.select().from(mediaVideos).orderBy(desc(mediaVideos.publishedAt))).map(item);
  }
  if (kind === 'web-stories') {
    return (await db.select().from(webStories).orderBy(desc(webStories.publishedAt))).map(item);
  }
  const reviews = await db
    .select()
    .from(expertReviewArticles)
    .orderBy(desc(expertReviewArticles.publishedAt));
  return reviews.map((row) => ({
    slug: row.slug,
    title: (row.texts[locale] ?? row.texts.en).title,
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    locales: localesOf(row.texts),
  }));
}

export type UpdateOutcome = 'updated' | 'not-found' | 'no-titles';

/** Publishes or withdraws an item and writes a locale's title; expert reviews take their texts whole. */
export async function updateAdminMedia(
  db: Db,
  kind: AdminMediaKind,
  slug: string,
  change: AdminMediaUpdate,
): Promise<UpdateOutcome> {
  if (kind === 'expert-reviews') {
    if (change.title !== undefined) return 'no-titles';
    const rows = await db
      .update(expertReviewArticles)
      .set({ published: change.published })
      .where(eq(expertReviewArticles.slug, slug))
      .returning({ slug: expertReviewArticles.slug });
    return rows.length > 0 ? 'updated' : 'not-found';
  }
  const table = kind === 'videos' ? mediaVideos : webStories;
  const [row] = await db.select({ title: table.title }).from(table).where(eq(table.slug, slug));
  if (!row) return 'not-found';
  const title = change.locale && change.title ? { ...row.title, [change.locale]: change.title } : row.title;
  await db
    .update(table)
    .set({ title, ...(change.published === undefined ? {} : { published: change.published }) })
    .where(eq(table.slug, slug));
  return 'updated';
}
