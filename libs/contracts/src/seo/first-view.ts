import type { DealerKind } from '../catalogue/dealer-kinds';
import type { FuelKind } from '../fuel-pages';
import type { MandiSort } from '../mandi/mandi-records';
import type { ModelDetailQuery } from '../catalogue/model-detail';
import type { VariantDetailQuery } from '../catalogue/variant-detail';
import type { StoryKind } from '../media/media-sections';
import type { LocaleCode } from '../verticals';
import { cleanDimension, dimensionsToApiParams, type DimensionValues } from '../verticals/filter-codec';
import type { ListPageDefinition, VerticalDefinition } from '../verticals/types';

/**
 * One GET of the API (`trucks/model-detail` and its query, without the `/api` base), as the browser's api-client
 * sends it. The page's first view needs it; the shell's server inlines its answer into the page.
 */
export interface ApiCall {
  /** An API path without `/api`: `trucks/model-detail`. */
  path: string;
  query: Record<string, string>;
}

/** Query values as the api-client passes them: undefined and null are left out, the rest sent as text. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The call with its query as text, undefined values left out. */
export function apiCall(path: string, query: ApiQuery = {}): ApiCall {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) text[name] = String(value);
  }
  return { path, query: text };
}

/**
 * The one name of a GET, the same however its query was ordered: `trucks/model-detail?brandSlug=…&city=…`, the
 * parameters sorted by name. The server names an inlined answer by it and the api-client looks it up by it.
 */
export function apiCallKey(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams(
    Object.entries(apiCall(path, query).query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const search = params.toString();
  return `${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** The answers inlined into a page, by `apiCallKey`. */
export type FirstData = Record<string, unknown>;

/** Id of the `<script type="application/json">` that carries them. */
export const FIRST_DATA_ELEMENT_ID = 'cvb-first-data';

/** A model's page in a city (`trucks/model-detail`). */
export const modelDetailCall = (definition: VerticalDefinition, query: ModelDetailQuery): ApiCall =>
  apiCall(`${definition.api.prefix}/model-detail`, query);

/** A variant's page in a city (`trucks/variant-detail`). */
export const variantDetailCall = (definition: VerticalDefinition, query: VariantDetailQuery): ApiCall =>
  apiCall(`${definition.api.prefix}/variant-detail`, query);

/** Which dealers `{vertical}/dealers` lists: a brand's, in one city or everywhere, dealers or service centres. */
export interface DealersQuery {
  brandSlug: string;
  citySlug?: string;
  kind?: DealerKind;
}

/** A brand's dealers and service centres (`trucks/dealers`), in one city when `citySlug` is given. */
export const dealersCall = (definition: VerticalDefinition, query: DealersQuery): ApiCall =>
  apiCall(`${definition.api.prefix}/dealers`, { ...query });

/** The cities with dealers and on-road prices (`general/cities`). */
export const citiesCall = (): ApiCall => apiCall('general/cities');

/** A fuel page's place, a state or a city, by the page's slug (`v4/fuel-place/petrol-price-in-delhi`). */
export const fuelPlaceCall = (slug: string): ApiCall => apiCall(`v4/fuel-place/${encodeURIComponent(slug)}`);

/** Today's prices in one city (`v4/fuel-price-city-wise`), its state named when known. */
export const fuelCityPricesCall = (city: string, state?: string): ApiCall =>
  apiCall('v4/fuel-price-city-wise', { city, state: state || undefined });

/** Today's prices in every city of a state (`v4/fuel-price-state-wise`). */
export const fuelStatePricesCall = (state: string): ApiCall => apiCall('v4/fuel-price-state-wise', { state });

/** The period a fuel page's day-wise table and chart show before the visitor picks another. */
export const FUEL_DAY_WISE_FIRST_DAYS = 30;

/** One fuel's daily prices in a state or a city over `days` days (`v4/petrol-price-day-wise`). */
export const fuelDayWiseCall = (
  fuel: FuelKind,
  place: { state?: string; city?: string },
  days: number,
): ApiCall =>
  apiCall(`v4/${fuel}-price-day-wise`, {
    state: place.state || undefined,
    city: place.city || undefined,
    days,
  });

/** How many markets a commodity's page lists. */
export const MANDI_COMMODITY_LIMIT = 500;

/** What a commodity's page asks `e-mandi/detail-page` for: its markets, sorted, place names in `_locale`. */
export interface MandiCommodityQuery {
  commodity: string;
  _sort: MandiSort;
  _limit: number;
  _locale: LocaleCode;
}

/** A commodity's prices in every market (`e-mandi/detail-page`); `_locale` left out for English, the API's default. */
export const mandiDetailCall = (query: MandiCommodityQuery): ApiCall =>
  apiCall('e-mandi/detail-page', { ...query, _locale: query._locale === 'en' ? undefined : query._locale });

/** Which stories `general/news` or `general/articles` lists: a page of them, in a language, maybe narrowed. */
export interface StoryListCallQuery {
  locale: LocaleCode;
  page?: number;
  limit?: number;
  category?: string;
  vertical?: string;
  brandSlug?: string;
  tag?: string;
}

/** How many stories a page of /news lists. */
export const NEWS_LIST_PER_PAGE = 12;

/** A page of news stories or articles, newest first (`general/news`, `general/articles`). */
export const storyListCall = (kind: StoryKind, query: StoryListCallQuery): ApiCall =>
  apiCall(kind === 'news' ? 'general/news' : 'general/articles', { ...query });

/** How many other stories a story page shows beside it. */
export const STORY_MORE_NEWS = 4;

/** A news story or article with its body (`v4/get-news-details`). */
export const storyDetailCall = (kind: StoryKind, slug: string, locale: LocaleCode): ApiCall =>
  apiCall(kind === 'news' ? 'v4/get-news-details' : 'v4/get-article-details', {
    articleSlug: slug,
    locale,
    moreNews: STORY_MORE_NEWS,
  });

/** The list page's own filter values: its budget band, body type or fuel (none for popular, latest, upcoming). */
const SOURCE_OF_KIND: Partial<Record<ListPageDefinition['kind'], string>> = {
  budget: 'price',
  type: 'bodyType',
  fuel: 'fuelType',
};

function fixedValuesOf(definition: VerticalDefinition, page: ListPageDefinition): DimensionValues {
  const source = SOURCE_OF_KIND[page.kind];
  if (page.key === null || !source) return {};
  const dimension = definition.filters.find((candidate) => candidate.source === source);
  if (!dimension) return {};
  const clean = cleanDimension(dimension, [page.key]);
  return clean === null ? {} : { [dimension.key]: clean };
}

/** Sort and page of a list nobody has sorted or paged yet. */
const FIRST_PAGE = { sort: 'popularity', page: 1 } as const;

/**
 * `{vertical}/filter-page` of a list page (or the search page, pageType `search`) as a visitor who has chosen
 * no filter opens it: the page's own filter, popularity first, page 1; `pageSize` for a landing's shelf.
 */
export function listPageCall(
  definition: VerticalDefinition,
  apiPageType: string,
  locale: LocaleCode,
  page?: ListPageDefinition,
  pageSize?: number,
): ApiCall {
  const values = page ? fixedValuesOf(definition, page) : {};
  return apiCall(`${definition.api.prefix}/filter-page`, {
    locale,
    pageType: apiPageType,
    ...Object.fromEntries(dimensionsToApiParams(definition, values)),
    ...FIRST_PAGE,
    pageSize,
  });
}

/** Shelves of a vertical's landing, in the order it shows them, each the first models of a list page. */
export const LANDING_SHELVES = ['popular', 'latest', 'upcoming', 'electric'] as const;
export const LANDING_SHELF_SIZE = 6;

/** The shelf of a kind: its list page (`electric` is a fuel page), or the kind as the page type. */
function shelfPage(definition: VerticalDefinition, kind: (typeof LANDING_SHELVES)[number]) {
  return definition.listPages.find((page) =>
    kind === 'electric' ? page.kind === 'fuel' && page.key === 'electric' : page.kind === kind,
  );
}

/**
 * The landing's budget chips link only bands that have models: the search page's facet counts tell which (one
 * model is enough of a page; the counts are over every listed model of the vertical).
 */
export const landingBandCountsCall = (definition: VerticalDefinition, locale: LocaleCode): ApiCall =>
  listPageCall(definition, 'search', locale, undefined, 1);

export const landingCalls = (definition: VerticalDefinition, locale: LocaleCode): ApiCall[] => [
  landingBandCountsCall(definition, locale),
  ...LANDING_SHELVES.map((kind) => {
    const page = shelfPage(definition, kind);
    return listPageCall(definition, page?.apiPageType ?? kind, locale, page, LANDING_SHELF_SIZE);
  }),
];
