import type {
  AdminNewsDetail,
  AdminNewsItem,
  AdminNewsListResponse,
  LocaleCode,
  NewsLocalizationRequest,
  NewsUpdateRequest,
} from '@cvb/contracts';
import { MEDIA_IMAGE_URL } from '@cvb/contracts';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { containsPattern } from './like-pattern';
import { refreshSearchDocuments } from '../search/search-documents';

const itemColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  locale: newsArticles.locale,
  title: newsArticles.title,
  summary: newsArticles.summary,
  category: newsArticles.category,
  published: newsArticles.published,
  publishedAt: newsArticles.publishedAt,
};

type ItemRow = Omit<AdminNewsItem, 'publishedAt'> & { publishedAt: Date };
const toItem = (row: ItemRow): AdminNewsItem => ({ ...row, publishedAt: row.publishedAt.toISOString() });

export interface AdminNewsFilter {
  search?: string;
  locale?: LocaleCode;
  _start: number;
  _limit: number;
}

/** Every article, drafts included, newest first; `search` matches a part of the title. */
export async function listAdminNews(db: Db, filter: AdminNewsFilter): Promise<AdminNewsListResponse> {
  const where: SQL | undefined = and(
    filter.locale ? eq(newsArticles.locale, filter.locale) : undefined,
    filter.search ? ilike(newsArticles.title, containsPattern(filter.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), asc(newsArticles.id))
      .limit(filter._limit)
      .offset(filter._start),
    db.select({ value: count() }).from(newsArticles).where(where),
  ]);
  return { items: rows.map(toItem), total: total.value };
}

/** One article with its body and the locales its story is written in; null when there is no such id. */
export async function adminNewsDetail(db: Db, id: number): Promise<AdminNewsDetail | null> {
  const [article] = await db
    .select({ ...itemColumns, body: newsArticles.body, image: newsArticles.image })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!article) return null;
  const localizations = await db
    .select({
      id: newsArticles.id,
      locale: newsArticles.locale,
      title: newsArticles.title,
      published: newsArticles.published,
    })
    .from(newsArticles)
    .where(eq(newsArticles.slug, article.slug))
    .orderBy(asc(newsArticles.id));
  const image = MEDIA_IMAGE_URL.test(article.image) ? article.image : null;
  return { ...toItem(article), body: article.body, image, localizations };
}

/** Saves an editor's changes; answers false when the article does not exist. */
export async function updateNewsArticle(db: Db, id: number, change: NewsUpdateRequest): Promise<boolean> {
  const updated = await db
    .update(newsArticles)
    .set(change)
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  // The header search lists published stories only: a new title or a (un)publish must show there at once.
  if (updated.length > 0) await refreshSearchDocuments(db);
  return updated.length > 0;
}

/**
 * The story of article `id` in another locale: a story keeps its slug in every locale, so the translation
 * is the row (slug, locale), created with the source's category, author, image, date and published flag,
 * or replaced when it exists. Answers the translation's id, or null when the source does not exist.
 */
export async function saveNewsLocalization(
  db: Db,
  id: number,
  localization: NewsLocalizationRequest,
): Promise<number | null> {
  const [source] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!source) return null;
  const texts = { title: localization.title, summary: localization.summary, body: localization.body };
  const [saved] = await db
    .insert(newsArticles)
    .values({
      slug: source.slug,
      locale: localization.locale,
      category: source.category,
      author: source.author,
      image: source.image,
      publishedAt: source.publishedAt,
      published: source.published,
      ...texts,
    })
    .onConflictDoUpdate({ target: [newsArticles.slug, newsArticles.locale], set: texts })
    .returning({ id: newsArticles.id });
  await refreshSearchDocuments(db);
  return saved.id;
}

/** Puts one uploaded image on the story in every locale (a story keeps its slug in all of them). */
export async function setNewsImage(db: Db, id: number, image: string): Promise<boolean> {
  const [article] = await db
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!article) return false;
  await db.update(newsArticles).set({ image }).where(eq(newsArticles.slug, article.slug));
  return true;
}
