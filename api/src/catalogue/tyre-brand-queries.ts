import type { BrandListQuery, TyreBrand } from '@cvb/contracts';
import { and, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tyreBrands, tyreModels } from '../db/schema';
import { orderExpression, pageOf, parseSort } from '../http/content-query';
import { logoUrl } from '../vehicle-drawings/logo-url';

export const TYRE_BRAND_SORT_FIELDS = ['id', 'name', 'slug', 'popularity', 'modelCount'] as const;
type SortField = (typeof TYRE_BRAND_SORT_FIELDS)[number];

function brandFilters(query: BrandListQuery): SQL | undefined {
  return and(
    query.slug === undefined ? undefined : eq(tyreBrands.slug, query.slug),
    query.slug_ne === undefined ? undefined : ne(tyreBrands.slug, query.slug_ne),
    query.name === undefined ? undefined : eq(tyreBrands.name, query.name),
    query.name_ne === undefined ? undefined : ne(tyreBrands.name, query.name_ne),
  );
}

/** Per brand, the models still sold or announced: expired tyre models are left out, as on the tyre pages. */
function liveModelCounts(db: Db) {
  return db
    .select({ brandId: tyreModels.brandId, modelCount: sql<number>`count(*)`.as('model_count') })
    .from(tyreModels)
    .where(ne(tyreModels.status, 'expired'))
    .groupBy(tyreModels.brandId)
    .as('live_models');
}

export async function listTyreBrands(db: Db, query: BrandListQuery): Promise<TyreBrand[]> {
  const live = liveModelCounts(db);
  const modelCount = sql<number>`coalesce(${live.modelCount}, 0)`;
  const sortable: Record<SortField, AnyColumn | SQL> = {
    id: tyreBrands.id,
    name: tyreBrands.name,
    slug: tyreBrands.slug,
    popularity: tyreBrands.popularity,
    modelCount,
  };
  const sort = parseSort<SortField>(query._sort, { field: 'popularity', direction: 'DESC' });
  const { limit, offset } = pageOf(query);
  const statement = db
    .select({
      id: tyreBrands.id,
      slug: tyreBrands.slug,
      name: tyreBrands.name,
      popularity: tyreBrands.popularity,
      segments: tyreBrands.segments,
      modelCount,
    })
    .from(tyreBrands)
    .leftJoin(live, eq(live.brandId, tyreBrands.id))
    .where(brandFilters(query))
    .orderBy(orderExpression(sortable[sort.field], sort.direction), tyreBrands.id)
    .offset(offset);
  const rows = limit === undefined ? await statement : await statement.limit(limit);
  return rows.map((row) => ({ ...row, logo: logoUrl(row.slug), modelCount: Number(row.modelCount) }));
}

export async function countTyreBrands(db: Db, query: BrandListQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tyreBrands).where(brandFilters(query));
  return row.value;
}
