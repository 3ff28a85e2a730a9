import {
  USED_KMS_BANDS,
  USED_PRICE_BANDS,
  type UsedFacet,
  type UsedListFilters,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { usedVehicleAds as ads } from '../db/schema-ads';

/** A band's range (min inclusive, max exclusive; null = open) as conditions on a column. */
export function bandConditions(
  column: typeof ads.price | typeof ads.kmsDriven,
  band: { min: number | null; max: number | null },
): SQL[] {
  const conditions: SQL[] = [];
  if (band.min !== null) conditions.push(gte(column, band.min));
  if (band.max !== null) conditions.push(lt(column, band.max));
  return conditions;
}

/** What every public list shows: active, live, not expired ads of one vertical. */
export function listedAds(vertical: VehicleVertical, now: Date): SQL {
  return and(
    eq(ads.status, 'active'),
    eq(ads.moderation, 'live'),
    gt(ads.expiresAt, now),
    eq(ads.vertical, vertical),
  ) as SQL;
}

/**
 * The list's filters as conditions, each under the facet it belongs to, so a facet's counts can leave its own
 * filter out (the count of a brand is what the list would show with that brand instead of the chosen one).
 */
export function filterConditions(filters: UsedListFilters): Map<UsedFacet, SQL[]> {
  const byFacet = new Map<UsedFacet, SQL[]>();
  const add = (facet: UsedFacet, ...conditions: SQL[]) =>
    byFacet.set(facet, [...(byFacet.get(facet) ?? []), ...conditions]);
  if (filters.brand) add('brand', eq(ads.brandSlug, filters.brand));
  if (filters.model) add('model', eq(ads.modelSlug, filters.model));
  if (filters.state) add('state', eq(ads.stateSlug, filters.state));
  if (filters.city) add('city', eq(ads.citySlug, filters.city));
  if (filters.fuel) add('fuel', eq(ads.fuel, filters.fuel));
  const priceBand = USED_PRICE_BANDS.find((band) => band.key === filters.priceBand);
  if (priceBand) add('priceBand', ...bandConditions(ads.price, priceBand));
  if (filters.minPrice !== undefined) add('priceBand', gte(ads.price, filters.minPrice));
  if (filters.maxPrice !== undefined) add('priceBand', lte(ads.price, filters.maxPrice));
  if (filters.yearMin !== undefined) add('year', gte(ads.year, filters.yearMin));
  if (filters.yearMax !== undefined) add('year', lte(ads.year, filters.yearMax));
  const kmsBand = USED_KMS_BANDS.find((band) => band.key === filters.kms);
  if (kmsBand) add('kms', ...bandConditions(ads.kmsDriven, kmsBand));
  if (filters.owner) add('owner', eq(ads.owner, filters.owner));
  return byFacet;
}

/** All filter conditions but those of `except`. */
export function conditionsExcept(byFacet: Map<UsedFacet, SQL[]>, except?: UsedFacet): SQL[] {
  return [...byFacet.entries()].flatMap(([facet, conditions]) => (facet === except ? [] : conditions));
}
