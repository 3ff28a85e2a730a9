import {
  citiesCall,
  dealersCall,
  DEFAULT_CITY,
  FUEL_DAY_WISE_FIRST_DAYS,
  fuelCityPricesCall,
  fuelDayWiseCall,
  fuelPlaceCall,
  fuelStatePricesCall,
  landingCalls,
  listPageCall,
  MANDI_COMMODITY_LIMIT,
  mandiDetailCall,
  modelDetailCall,
  NEWS_LIST_PER_PAGE,
  storyDetailCall,
  storyListCall,
  variantDetailCall,
  type ApiCall,
  type FuelPlaceResponse,
  type LocaleCode,
  type VerticalDefinition,
} from '@cvb/contracts';
import type { Resolution } from './page-seo';
import type { VerticalPage } from './vertical-pages/vertical-page-kind';

/**
 * The GETs a catalogue page's first view makes for a visitor who has chosen no city and no filter (the
 * api-client's own calls, built by the same functions of @cvb/contracts), so the shell's server can inline them.
 */
export function verticalFirstView(
  definition: VerticalDefinition,
  page: VerticalPage,
  locale: LocaleCode,
): ApiCall[] {
  const city = DEFAULT_CITY.slug;
  switch (page.kind) {
    case 'landing':
      return landingCalls(definition, locale);
    case 'list':
      return [listPageCall(definition, page.page.apiPageType, locale, page.page)];
    case 'tool':
      return page.tool === 'search' ? [listPageCall(definition, 'search', locale)] : [];
    case 'model':
      return [
        modelDetailCall(definition, { brandSlug: page.brandSlug, modelSlug: page.modelSlug, city, locale }),
      ];
    case 'variant':
      return [
        variantDetailCall(definition, {
          brandSlug: page.brandSlug,
          modelSlug: page.modelSlug,
          variantSlug: page.variantSlug,
          city,
          locale,
        }),
      ];
    case 'dealers-brand':
      return [dealersCall(definition, { brandSlug: page.brandSlug }), citiesCall()];
    case 'dealers-city':
      return [dealersCall(definition, { brandSlug: page.brandSlug, citySlug: page.citySlug }), citiesCall()];
    default:
      return [];
  }
}

/** A news story's or article's first view: the story with its body. */
export const storyFirstView = (kind: 'news' | 'article', slug: string, locale: LocaleCode): ApiCall[] => [
  storyDetailCall(kind, slug, locale),
];

/**
 * A fuel page's first view (`/fuel-prices/petrol-price-in-pune`): its place (by the page's slug), the place's
 * prices today (a city's own, a state's cities') and the fuel's day-wise prices over the first period it shows.
 */
export const fuelPlaceFirstView = (pageSlug: string, place: FuelPlaceResponse): ApiCall[] =>
  place.kind === 'state'
    ? [
        fuelPlaceCall(pageSlug),
        fuelStatePricesCall(place.stateSlug),
        fuelDayWiseCall(place.fuel, { state: place.stateSlug }, FUEL_DAY_WISE_FIRST_DAYS),
      ]
    : [
        fuelPlaceCall(pageSlug),
        fuelCityPricesCall(place.citySlug, place.stateSlug),
        fuelDayWiseCall(place.fuel, { city: place.citySlug }, FUEL_DAY_WISE_FIRST_DAYS),
      ];

/** A commodity's page (`/emandi/wheat`): every market's price of the day, highest first, place names in `locale`. */
export const mandiCommodityFirstView = (commodity: string, locale: LocaleCode): ApiCall[] => [
  mandiDetailCall({ commodity, _sort: 'modal_desc', _limit: MANDI_COMMODITY_LIMIT, _locale: locale }),
];

/** /news: the first page of stories, newest first, in the page's language. */
export const newsListFirstView = (locale: LocaleCode): ApiCall[] => [
  storyListCall('news', { locale, page: 1, limit: NEWS_LIST_PER_PAGE }),
];

/** The resolution with the calls of its first view, when it is a page (not a 404). */
export function withFirstView(resolution: Resolution, calls: ApiCall[]): Resolution {
  if (resolution === 'not-found' || calls.length === 0) return resolution;
  return { ...resolution, firstView: calls };
}
