import {
  indianStateBySlug,
  stateName,
  usedListQuerySchema,
  type UsedAdList,
  type UsedListQuery,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands } from '../db/schema';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { cardsOf } from './ad-card';
import { facetsOf } from './list-facets';
import { conditionsExcept, filterConditions, listedAds } from './list-conditions';
import { UsedMarketError } from './used-errors';

const ORDER = {
  newest: [desc(ads.createdAt), desc(ads.id)],
  'price-asc': [asc(ads.price), desc(ads.id)],
  'price-desc': [desc(ads.price), desc(ads.id)],
  'year-desc': [desc(ads.year), desc(ads.createdAt), desc(ads.id)],
} as const;

/**
 * The brand a brand page is about: a catalogue brand of the vertical, else a brand some ad of the vertical names
 * (a seller's "Other"); null when neither (the page answers 404).
 */
export async function usedBrandOf(
  db: Db,
  vertical: VehicleVertical,
  slug: string,
): Promise<{ slug: string; name: string } | null> {
  const [catalogue] = await db
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.vertical, vertical), eq(brands.slug, slug)));
  if (catalogue) return { slug, name: catalogue.name };
  const [named] = await db
    .select({ name: ads.brand })
    .from(ads)
    .where(and(eq(ads.vertical, vertical), eq(ads.brandSlug, slug)))
    .limit(1);
  return named ? { slug, name: named.name } : null;
}

/** GET used-market/:vertical/ads (libs/contracts/src/used-market/used-list.ts). */
export async function listUsedAds(
  db: Db,
  vertical: VehicleVertical,
  query: UsedListQuery,
  now: Date,
): Promise<UsedAdList> {
  const filters = usedListQuerySchema.parse(query);
  const state = filters.state ? indianStateBySlug(filters.state) : undefined;
  if (filters.state && !state) throw new UsedMarketError(404, 'No such state');
  const brand = filters.brand ? await usedBrandOf(db, vertical, filters.brand) : null;
  if (filters.brand && !brand) throw new UsedMarketError(404, 'No such brand');

  const base = listedAds(vertical, now);
  const byFacet = filterConditions(filters);
  const where = and(base, ...conditionsExcept(byFacet)) as SQL;
  const offset = (filters.page - 1) * filters.pageSize;
  const [rows, [{ total }], facets] = await Promise.all([
    db
      .select()
      .from(ads)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.pageSize)
      .offset(offset),
    db.select({ total: count() }).from(ads).where(where),
    facetsOf(db, base, byFacet, filters, filters._locale),
  ]);
  return {
    vertical,
    ads: await cardsOf(db, rows, now),
    total: Number(total),
    page: filters.page,
    pageSize: filters.pageSize,
    facets,
    state: state ? { slug: state.slug, name: stateName(state.name, filters._locale) } : null,
    brand,
  };
}

/** How many ads a list, state or brand page shows (its title and whether the sitemap lists it). */
export async function countListedAds(
  db: Db,
  vertical: VehicleVertical,
  now: Date,
  place: { stateSlug?: string; brandSlug?: string } = {},
): Promise<number> {
  const conditions: SQL[] = [listedAds(vertical, now)];
  if (place.stateSlug) conditions.push(eq(ads.stateSlug, place.stateSlug));
  if (place.brandSlug) conditions.push(eq(ads.brandSlug, place.brandSlug));
  const [row] = await db
    .select({ total: count() })
    .from(ads)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}
