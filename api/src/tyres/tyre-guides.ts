import type { LocaleCode, TyreGuide, TyreGuideListQuery } from '@cvb/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tyreGuides } from '../db/schema-tyres';
import { pageOf } from '../http/content-query';
import { NotFoundError } from '../http/not-found';

type GuideRow = typeof tyreGuides.$inferSelect;

function guideOf({ id: _id, publishedAt, ...row }: GuideRow): TyreGuide {
  return { ...row, publishedAt: publishedAt.toISOString() };
}

/** Guides in one language, newest first; a guide not yet translated appears in English. */
export async function listTyreGuides(db: Db, query: TyreGuideListQuery): Promise<TyreGuide[]> {
  const locale = query._locale ?? 'en';
  const rows = await db
    .select()
    .from(tyreGuides)
    .where(
      and(
        query.slug === undefined ? undefined : eq(tyreGuides.slug, query.slug),
        query.category === undefined ? undefined : eq(tyreGuides.category, query.category),
      ),
    )
    .orderBy(desc(tyreGuides.publishedAt), tyreGuides.slug);
  const bySlug = new Map<string, GuideRow>();
  for (const row of rows) {
    const known = bySlug.get(row.slug);
    if (!known || (row.locale === locale && known.locale !== locale)) {
      if (row.locale === locale || row.locale === 'en' || !known) bySlug.set(row.slug, row);
    }
  }
  const { limit, offset } = pageOf(query);
  const guides = [...bySlug.values()].map(guideOf);
  return guides.slice(offset, limit === undefined ? undefined : offset + limit);
}

export async function getTyreGuide(db: Db, slug: string, locale: LocaleCode): Promise<TyreGuide> {
  const rows = await db.select().from(tyreGuides).where(eq(tyreGuides.slug, slug));
  const row = rows.find((guide) => guide.locale === locale) ?? rows.find((guide) => guide.locale === 'en');
  if (!row) throw new NotFoundError(`No tyre guide ${slug}`);
  return guideOf(row);
}
