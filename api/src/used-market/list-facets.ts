import {
  USED_FACETS,
  USED_KMS_BANDS,
  USED_PRICE_BANDS,
  stateNameOfSlug,
  type LocaleCode,
  type UsedFacet,
  type UsedFacetValue,
  type UsedListFilters,
} from '@cvb/contracts';
import { and, count, desc, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { bandConditions, conditionsExcept } from './list-conditions';

type Grouped = { value: string | number | null; label: string | null; count: number };

async function grouped(db: Db, where: SQL, value: SQL | typeof ads.year, label: SQL): Promise<Grouped[]> {
  return db
    .select({
      value: sql<string | number | null>`${value}`,
      label: sql<string | null>`${label}`,
      count: count(),
    })
    .from(ads)
    .where(and(where, isNotNull(value)))
    .groupBy(value)
    .orderBy(desc(count()), sql`${value}`);
}

async function banded(
  db: Db,
  where: SQL,
  column: typeof ads.price | typeof ads.kmsDriven,
  bands: ReadonlyArray<{ key: string; min: number | null; max: number | null }>,
): Promise<UsedFacetValue[]> {
  const columns = Object.fromEntries(
    bands.map((band, i) => [
      `b${i}`,
      sql<number>`count(*) filter (where ${and(sql`true`, ...bandConditions(column, band))})`.mapWith(Number),
    ]),
  );
  const [row] = await db.select(columns).from(ads).where(where);
  return bands.map((band, i) => ({ value: band.key, label: band.key, count: Number(row?.[`b${i}`] ?? 0) }));
}

/** The chosen value of a facet, kept in the answer even when its count is 0. */
function chosenOf(filters: UsedListFilters, facet: UsedFacet): string | undefined {
  const value = facet === 'year' ? undefined : filters[facet];
  return value === undefined ? undefined : String(value);
}

/**
 * Counts per filter value (docs/domain.md#used-marketplace): each facet counts with every OTHER filter applied.
 * Labels: the names as written in the ads, state names in the page's language, band keys for the price and km bands
 * (the page formats those), years as numbers.
 */
export async function facetsOf(
  db: Db,
  base: SQL,
  byFacet: Map<UsedFacet, SQL[]>,
  filters: UsedListFilters,
  locale: LocaleCode,
): Promise<Record<UsedFacet, UsedFacetValue[]>> {
  const whereFor = (facet: UsedFacet) => and(base, ...conditionsExcept(byFacet, facet)) as SQL;
  const stateLabel = (slug: string) => stateNameOfSlug(slug, locale) ?? slug;
  const plain = (rows: Grouped[], labelOf?: (value: string) => string): UsedFacetValue[] =>
    rows.map((row) => {
      const value = String(row.value);
      return { value, label: labelOf ? labelOf(value) : (row.label ?? value), count: Number(row.count) };
    });
  const [brand, model, state, city, year, owner, fuel, priceBand, kms] = await Promise.all([
    grouped(db, whereFor('brand'), sql`${ads.brandSlug}`, sql`${max(ads.brand)}`).then((rows) => plain(rows)),
    grouped(db, whereFor('model'), sql`${ads.modelSlug}`, sql`${max(ads.model)}`).then((rows) => plain(rows)),
    grouped(db, whereFor('state'), sql`${ads.stateSlug}`, sql`${max(ads.state)}`).then((rows) =>
      plain(rows, stateLabel),
    ),
    grouped(db, whereFor('city'), sql`${ads.citySlug}`, sql`${max(ads.city)}`).then((rows) => plain(rows)),
    grouped(db, whereFor('year'), ads.year, sql`${ads.year}::text`).then((rows) =>
      plain(rows).sort((a, b) => Number(b.value) - Number(a.value)),
    ),
    grouped(db, whereFor('owner'), sql`${ads.owner}::text`, sql`${ads.owner}::text`).then((rows) =>
      plain(rows).sort((a, b) => a.value.localeCompare(b.value)),
    ),
    grouped(db, whereFor('fuel'), sql`${ads.fuel}`, sql`${ads.fuel}`).then((rows) => plain(rows)),
    banded(db, whereFor('priceBand'), ads.price, USED_PRICE_BANDS),
    banded(db, whereFor('kms'), ads.kmsDriven, USED_KMS_BANDS),
  ]);
  const all: Record<UsedFacet, UsedFacetValue[]> = {
    brand,
    model,
    state,
    city,
    priceBand,
    year,
    kms,
    owner,
    fuel,
  };
  for (const facet of USED_FACETS) {
    const chosen = chosenOf(filters, facet);
    all[facet] = all[facet].filter((value) => value.count > 0 || value.value === chosen);
  }
  return all;
}
