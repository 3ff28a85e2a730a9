import {
  TYRE_FACETS,
  TYRE_PRICE_BANDS,
  type TyreFacet,
  type TyreFacetCount,
  type TyreSearchResult,
  type tyreSearchQuerySchema,
} from '@cvb/contracts';
import type { z } from 'zod';
import { summaryOf, type CatalogueTyre } from './tyre-catalogue';

type SearchQuery = z.output<typeof tyreSearchQuerySchema>;
type Filters = Partial<Record<TyreFacet, string[]>>;

const DEFAULT_PAGE_SIZE = 24;

function filtersOf(query: SearchQuery): Filters {
  return {
    brand: query.brand,
    vehicleType: query.vehicleType,
    size: query.size,
    construction: query.construction ? [query.construction] : undefined,
    type: query.type,
    tubeless: query.tubeless ? [query.tubeless] : undefined,
    price: query.price,
  };
}

function priceBandsOf(tyre: CatalogueTyre): string[] {
  const prices =
    tyre.sizes.length > 0 ? tyre.sizes.map((size) => size.price) : tyre.price === null ? [] : [tyre.price];
  return TYRE_PRICE_BANDS.filter((band) =>
    prices.some((price) => price >= band.min && (band.max === null || price < band.max)),
  ).map((band) => band.key);
}

/** The values a tyre has for each facet (a model sold in several sizes has several). */
function valuesOf(tyre: CatalogueTyre, facet: TyreFacet): string[] {
  switch (facet) {
    case 'brand':
      return [tyre.brandSlug];
    case 'vehicleType':
      return tyre.vehicleTypes;
    case 'size':
      return tyre.sizes.map((size) => size.sizeKey);
    case 'construction':
      return [tyre.construction];
    case 'type':
      return [tyre.type];
    case 'tubeless':
      return [String(tyre.tubeless)];
    case 'price':
      return priceBandsOf(tyre);
  }
}

function matches(tyre: CatalogueTyre, filters: Filters, except?: TyreFacet): boolean {
  return TYRE_FACETS.every((facet) => {
    const wanted = filters[facet];
    if (facet === except || wanted === undefined || wanted.length === 0) return true;
    const own = valuesOf(tyre, facet);
    return wanted.some((value) => own.includes(value));
  });
}

function facetCounts(tyres: CatalogueTyre[], filters: Filters, facet: TyreFacet): TyreFacetCount[] {
  const counts = new Map<string, number>();
  for (const tyre of tyres) {
    if (!matches(tyre, filters, facet)) continue;
    for (const value of new Set(valuesOf(tyre, facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const order = facet === 'price' ? TYRE_PRICE_BANDS.map((band) => band.key as string) : undefined;
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) =>
      order
        ? order.indexOf(a.value) - order.indexOf(b.value)
        : b.count - a.count || a.value.localeCompare(b.value),
    );
}

/** Tyre search over the live catalogue: filters, sort, a page, and per-filter counts (the other filters kept). */
export function searchTyres(catalogue: CatalogueTyre[], query: SearchQuery): TyreSearchResult {
  const live = catalogue.filter((tyre) => tyre.status !== 'expired');
  const filters = filtersOf(query);
  const found = live.filter((tyre) => matches(tyre, filters));
  const sort = query.sort ?? 'popularity';
  const price = (tyre: CatalogueTyre) => tyre.price ?? Number.MAX_SAFE_INTEGER;
  found.sort((a, b) =>
    sort === 'price-asc'
      ? price(a) - price(b) || a.id - b.id
      : sort === 'price-desc'
        ? price(b) - price(a) || a.id - b.id
        : b.popularity - a.popularity || a.id - b.id,
  );
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const facets = Object.fromEntries(
    TYRE_FACETS.map((facet) => [facet, facetCounts(live, filters, facet)]),
  ) as Record<TyreFacet, TyreFacetCount[]>;
  return {
    items: found.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
    total: found.length,
    page,
    pageSize,
    facets,
    brandNames: Object.fromEntries(live.map((tyre) => [tyre.brandSlug, tyre.brandName])),
  };
}
