import {
  ALL_VERTICAL_DEFINITIONS,
  headerDataResponseSchema,
  type HeaderBrand,
  type HeaderComparison,
  type HeaderDataResponse,
  type HeaderModel,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { logoUrl } from '../vehicle-drawings/logo-url';
import { angleImageOf } from '../vehicle-drawings/model-art/art-url';
import { modelLink, VERTICAL_SECTIONS } from '../search/vertical-sections';

export const HEADER_BRAND_LIMIT = 8;
export const HEADER_MODEL_LIMIT = 8;
export const HEADER_COMPARISON_LIMIT = 4;

interface PopularModel extends HeaderModel {
  id: number;
  bodyType: string;
}

async function popularBrands(db: Db, vertical: VehicleVertical): Promise<HeaderBrand[]> {
  const rows = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(eq(brands.vertical, vertical))
    .orderBy(desc(brands.popularity), asc(brands.name))
    .limit(HEADER_BRAND_LIMIT);
  const { path } = VERTICAL_SECTIONS[vertical];
  return rows.map((brand) => ({ ...brand, link: `${path}/${brand.slug}`, logo: logoUrl(brand.slug) }));
}

/** On-sale and upcoming models, the most popular brands' best sellers first. */
async function popularModels(db: Db, vertical: VehicleVertical, limit: number): Promise<PopularModel[]> {
  const rows = await db
    .select({
      id: vehicleModels.id,
      name: vehicleModels.name,
      slug: vehicleModels.slug,
      bodyType: vehicleModels.bodyType,
      brandSlug: brands.slug,
      brandName: brands.name,
      angleImage: vehicleModels.angleImage,
      minPrice: vehicleModels.minPrice,
      maxPrice: vehicleModels.maxPrice,
      status: vehicleModels.status,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(and(eq(vehicleModels.vertical, vertical), inArray(vehicleModels.status, ['on-sale', 'upcoming'])))
    .orderBy(desc(sql`${brands.popularity} * ${vehicleModels.popularity}`), asc(vehicleModels.name))
    .limit(limit);
  return rows.map(({ angleImage, status, ...model }) => ({
    ...model,
    link: modelLink(vertical, model.brandSlug, model.slug),
    image: angleImageOf({ ...model, angleImage }),
    ...(status === 'upcoming' ? { status: 'upcoming' as const } : {}),
  }));
}

/** Base (first) variant of each model that has variants. */
async function baseVariants(db: Db, modelIds: number[]): Promise<Map<number, string>> {
  if (modelIds.length === 0) return new Map();
  const rows = await db
    .select({ modelId: vehicleVariants.modelId, slug: vehicleVariants.slug })
    .from(vehicleVariants)
    .where(inArray(vehicleVariants.modelId, modelIds))
    .orderBy(asc(vehicleVariants.position), asc(vehicleVariants.id));
  const base = new Map<number, string>();
  for (const row of rows) if (!base.has(row.modelId)) base.set(row.modelId, row.slug);
  return base;
}

const publicModel = ({ id: _id, bodyType: _bodyType, ...model }: PopularModel): HeaderModel => model;

/**
 * Rivals people compare: popular on-sale models paired with the next popular one of the same body type
 * from another brand. Verticals without variants in the catalogue have no compare page yet: none.
 */
async function popularComparisons(db: Db, vertical: VehicleVertical): Promise<HeaderComparison[]> {
  const candidates = (await popularModels(db, vertical, 30)).filter((model) => model.status !== 'upcoming');
  const variants = await baseVariants(
    db,
    candidates.map((model) => model.id),
  );
  const withVariant = candidates.filter((model) => variants.has(model.id));
  const paired = new Set<number>();
  const comparisons: HeaderComparison[] = [];
  for (const first of withVariant) {
    if (comparisons.length === HEADER_COMPARISON_LIMIT) break;
    if (paired.has(first.id)) continue;
    const second = withVariant.find(
      (other) =>
        !paired.has(other.id) &&
        other.id !== first.id &&
        other.bodyType === first.bodyType &&
        other.brandSlug !== first.brandSlug,
    );
    if (!second) continue;
    paired.add(first.id).add(second.id);
    comparisons.push({
      label: `${first.name} vs ${second.name}`,
      link: `${VERTICAL_SECTIONS[vertical].path}/compare?variants=${variants.get(first.id)},${variants.get(second.id)}`,
      models: [publicModel(first), publicModel(second)],
    });
  }
  return comparisons;
}

async function verticalHeaderData(db: Db, vertical: VehicleVertical) {
  const [popularBrandList, models, comparisons] = await Promise.all([
    popularBrands(db, vertical),
    popularModels(db, vertical, HEADER_MODEL_LIMIT),
    popularComparisons(db, vertical),
  ]);
  return { brands: popularBrandList, models: models.map(publicModel), comparisons };
}

/** `three-wheeler` → `threeWheeler`: how the header data names a vertical's lists. */
const dataNameOf = (vertical: VehicleVertical) =>
  vertical.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Header compare data (docs/domain.md#header-and-footer) for every vertical with a header section of its own
 * (trucks, buses and three-wheelers): its popular brands, models and comparisons.
 */
export async function headerData(db: Db): Promise<HeaderDataResponse> {
  const data: Record<string, unknown> = {};
  for (const definition of ALL_VERTICAL_DEFINITIONS.filter((candidate) => candidate.header.ownSection)) {
    const name = dataNameOf(definition.key);
    const lists = await verticalHeaderData(db, definition.key);
    data[`${name}PopularBrands`] = lists.brands;
    data[`${name}PopularModels`] = lists.models;
    data[`${name}PopularCompareDataFormatted`] = lists.comparisons;
  }
  return headerDataResponseSchema.parse({ data });
}
