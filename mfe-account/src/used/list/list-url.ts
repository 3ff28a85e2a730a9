import {
  AD_OWNERS,
  USED_KMS_BANDS,
  USED_PRICE_BANDS,
  USED_SORTS,
  usedBrandPath,
  usedListPath,
  usedStatePath,
  type AdOwner,
  type ApiQuery,
  type LocaleCode,
  type UsedListQuery,
  type UsedSort,
  type VehicleVertical,
} from '@cvb/contracts';

/**
 * What a list page shows, read from its path and query (docs/domain.md#used-marketplace): the same names as the
 * API's query (`used-market/:vertical/ads`), so the server's first view and the page make the very same call.
 */
export interface UsedPageFilters {
  brand?: string;
  model?: string;
  state?: string;
  city?: string;
  fuel?: string;
  priceBand?: string;
  minPrice?: number;
  maxPrice?: number;
  yearMin?: number;
  yearMax?: number;
  kms?: string;
  owner?: AdOwner;
  sort: UsedSort;
  page: number;
}

/** Which list page: a vertical's, one state's (`/used-tractors/maharashtra`) or one brand's (`/used-tractors/brand/mahindra`). */
export interface UsedListPage {
  vertical: VehicleVertical;
  stateSlug?: string;
  brandSlug?: string;
}

type TextKey = 'brand' | 'model' | 'state' | 'city' | 'fuel';

/** The query's names in the order the page's URL writes them. */
const URL_ORDER = [
  'brand',
  'model',
  'state',
  'city',
  'fuel',
  'priceBand',
  'minPrice',
  'maxPrice',
  'yearMin',
  'yearMax',
  'kms',
  'owner',
  'sort',
  'page',
] as const;

const SLUG = /^[a-z0-9-]{1,120}$/;
const PRICE_BANDS: readonly string[] = USED_PRICE_BANDS.map((band) => band.key);
const KMS_BANDS: readonly string[] = USED_KMS_BANDS.map((band) => band.key);

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,12}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(text: string | null, values: readonly T[]): T | undefined {
  return values.find((value) => value === text);
}

/** A value the API would refuse is left out (the page shows the list without it), never a 400 to the visitor. */
export function filtersOfPage(page: UsedListPage, search: URLSearchParams): UsedPageFilters {
  const slug = (key: TextKey) => {
    const value = search.get(key);
    return value !== null && SLUG.test(value) ? value : undefined;
  };
  const filters: UsedPageFilters = {
    brand: page.brandSlug ?? slug('brand'),
    model: slug('model'),
    state: page.stateSlug ?? slug('state'),
    city: slug('city'),
    fuel: slug('fuel'),
    priceBand: oneOf(search.get('priceBand'), PRICE_BANDS),
    minPrice: wholeNumber(search.get('minPrice'), 0, 100_000_000_000),
    maxPrice: wholeNumber(search.get('maxPrice'), 0, 100_000_000_000),
    yearMin: wholeNumber(search.get('yearMin'), 1980, 2100),
    yearMax: wholeNumber(search.get('yearMax'), 1980, 2100),
    kms: oneOf(search.get('kms'), KMS_BANDS),
    owner: oneOf(search.get('owner'), AD_OWNERS),
    sort: oneOf(search.get('sort'), USED_SORTS) ?? 'newest',
    page: wholeNumber(search.get('page'), 1, 1000) ?? 1,
  };
  // A model belongs to a brand: without one it is left out.
  if (!filters.brand) filters.model = undefined;
  return filters;
}

/** The API's query for the page: the chosen filters, sort and page only when not the default, the language. */
export function apiQueryOf(filters: UsedPageFilters, locale: LocaleCode): UsedListQuery & ApiQuery {
  const query: UsedListQuery & ApiQuery = { _locale: locale };
  for (const key of URL_ORDER) {
    const value = filters[key];
    if (value === undefined) continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'page' && value === 1) continue;
    Object.assign(query, { [key]: value });
  }
  return query;
}

/**
 * The page (path and query) that shows `filters`: a brand page keeps its path while its brand stays; otherwise a
 * chosen state is its state page; otherwise the vertical's list. What the path says is not repeated in the query.
 */
export function hrefOf(current: UsedListPage, filters: UsedPageFilters): string {
  let path = usedListPath(current.vertical);
  const inPath = new Set<string>();
  if (current.brandSlug && filters.brand === current.brandSlug) {
    path = usedBrandPath(current.vertical, current.brandSlug);
    inPath.add('brand');
  } else if (filters.state) {
    path = usedStatePath(current.vertical, filters.state);
    inPath.add('state');
  }
  const search = new URLSearchParams();
  for (const key of URL_ORDER) {
    const value = filters[key];
    if (value === undefined || inPath.has(key)) continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'page' && value === 1) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export type FilterChange = Partial<Omit<UsedPageFilters, 'sort' | 'page'>>;

/** The filters with a change made: back to the first page; a new brand drops the model of the old one. */
export function withChange(filters: UsedPageFilters, change: FilterChange): UsedPageFilters {
  const next: UsedPageFilters = { ...filters, ...change, page: 1 };
  if ('brand' in change && change.brand !== filters.brand) next.model = undefined;
  return next;
}
