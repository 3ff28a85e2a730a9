import type { NewsArticle, NewsListQuery } from '@cvb/contracts';
import { and, count, eq, ne, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticles } from '../db/schema';
import { orderExpression, pageOf, parseSort } from '../http/content-query';

export const NEWS_SORT_FIELDS = ['id', 'slug', 'title', 'category', 'publishedAt'] as const;
type SortField = (typeof NEWS_SORT_FIELDS)[number];

const sortable: Record<SortField, AnyColumn> = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  category: newsArticles.category,
  publishedAt: newsArticles.publishedAt,
};

function newsFilters(query: NewsListQuery): SQL | undefined {
  return and(
    eq(newsArticles.published, true),
    eq(newsArticles.locale, query._locale ?? 'en'),
    query.slug === undefined ? undefined : eq(newsArticles.slug, query.slug),
    query.slug_ne === undefined ? undefined : ne(newsArticles.slug, query.slug_ne),
    query.category === undefined ? undefined : eq(newsArticles.category, query.category),
    query.category_ne === undefined ? undefined : ne(newsArticles.category, query.category_ne),
  );
}

export async function listNewsArticles(db: Db, query: NewsListQuery): Promise<NewsArticle[]> {
  const sort = parseSort<SortField>(query._sort, { field: 'publishedAt', direction: 'DESC' });
  const { limit, offset } = pageOf(query);
  const statement = db
    .select({
      id: newsArticles.id,
      slug: newsArticles.slug,
      locale: newsArticles.locale,
      title: newsArticles.title,
      summary: newsArticles.summary,
      category: newsArticles.category,
      author: newsArticles.author,
      image: newsArticles.image,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(newsFilters(query))
    .orderBy(orderExpression(sortable[sort.field], sort.direction), newsArticles.id)
    .offset(offset);
  const rows = limit === undefined ? await statement : await statement.limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

export async function countNewsArticles(db: Db, query: NewsListQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(newsArticles).where(newsFilters(query));
  return row.value;
}
