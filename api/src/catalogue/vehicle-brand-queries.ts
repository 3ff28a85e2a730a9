import type { BrandListQuery, VehicleBrand, VehicleVertical } from '@cvb/contracts';
import { and, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { orderExpression, pageOf, parseSort } from '../http/content-query';
import { logoUrl } from '../vehicle-drawings/logo-url';

export const VEHICLE_BRAND_SORT_FIELDS = [
  'id',
  'name',
  'slug',
  'popularity',
  'modelCount',
  'minPrice',
  'maxPrice',
] as const;
type SortField = (typeof VEHICLE_BRAND_SORT_FIELDS)[number];

/** Per brand: models not discontinued, and the price range of the models on sale. */
function modelStats(db: Db) {
  return db
    .select({
      brandId: vehicleModels.brandId,
      modelCount: sql<number>`count(*) filter (where ${vehicleModels.status} <> 'discontinued')`.as(
        'model_count',
      ),
      minPrice: sql<
        number | null
      >`min(${vehicleModels.minPrice}) filter (where ${vehicleModels.status} = 'on-sale')`.as('min_price'),
      maxPrice: sql<
        number | null
      >`max(${vehicleModels.maxPrice}) filter (where ${vehicleModels.status} = 'on-sale')`.as('max_price'),
    })
    .from(vehicleModels)
    .groupBy(vehicleModels.brandId)
    .as('model_stats');
}

function brandFilters(vertical: VehicleVertical, query: BrandListQuery): SQL | undefined {
  return and(
    eq(brands.vertical, vertical),
    query.slug === undefined ? undefined : eq(brands.slug, query.slug),
    query.slug_ne === undefined ? undefined : ne(brands.slug, query.slug_ne),
    query.name === undefined ? undefined : eq(brands.name, query.name),
    query.name_ne === undefined ? undefined : ne(brands.name, query.name_ne),
  );
}

const toNumberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export async function listVehicleBrands(
  db: Db,
  vertical: VehicleVertical,
  query: BrandListQuery,
): Promise<VehicleBrand[]> {
  const stats = modelStats(db);
  const sortable: Record<SortField, AnyColumn | SQL> = {
    id: brands.id,
    name: brands.name,
    slug: brands.slug,
    popularity: brands.popularity,
    modelCount: sql`coalesce(${stats.modelCount}, 0)`,
    minPrice: sql`${stats.minPrice}`,
    maxPrice: sql`${stats.maxPrice}`,
  };
  const sort = parseSort<SortField>(query._sort, { field: 'popularity', direction: 'DESC' });
  const { limit, offset } = pageOf(query);
  const statement = db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      vertical: brands.vertical,
      popularity: brands.popularity,
      modelCount: stats.modelCount,
      minPrice: stats.minPrice,
      maxPrice: stats.maxPrice,
    })
    .from(brands)
    .leftJoin(stats, eq(stats.brandId, brands.id))
    .where(brandFilters(vertical, query))
    .orderBy(orderExpression(sortable[sort.field], sort.direction), brands.id)
    .offset(offset);
  const rows = limit === undefined ? await statement : await statement.limit(limit);
  return rows.map((row) => ({
    ...row,
    logo: logoUrl(row.slug),
    modelCount: Number(row.modelCount ?? 0),
    minPrice: toNumberOrNull(row.minPrice),
    maxPrice: toNumberOrNull(row.maxPrice),
  }));
}

export async function countVehicleBrands(
  db: Db,
  vertical: VehicleVertical,
  query: BrandListQuery,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(brands).where(brandFilters(vertical, query));
  return row.value;
}
