import { FUEL_KINDS, parseFuelPageSlug, placeName, stateName, type FuelKind } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { resolveFuelPlace } from '../fuel/fuel-day-wise';
import { cityPricesOn } from '../fuel/fuel-index-query';
import { indiaToday } from '../time/india-today';
import { NOT_FOUND, type Crumb, type PageSeo, type Resolution, type SeoContext } from './page-seo';
import { fuelPlaceFirstView, withFirstView } from './first-view';
import { fill } from './texts/seo-texts';

const indexCrumb = (context: SeoContext): Crumb => ({
  name: context.texts.fuel.index.title,
  path: '/fuel-prices',
});

/** /fuel-prices: today's prices everywhere. */
export function fuelIndexSeo(context: SeoContext): PageSeo {
  return { ...context.texts.fuel.index, crumbs: [indexCrumb(context)], jsonLd: [] };
}

/** /fuel-prices/{fuel}-price-in-all-city */
export function fuelAllCitiesSeo(context: SeoContext, fuelList: string): PageSeo {
  const fuel = FUEL_KINDS.find((kind) => fuelList === `${kind}-price-in-all-city`) ?? 'petrol';
  const words = context.texts.fuel.allCities[fuel];
  return {
    ...words,
    crumbs: [indexCrumb(context), { name: words.title, path: `/fuel-prices/${fuelList}` }],
    jsonLd: [],
  };
}

type CityPrices = { citySlug: string; petrol: number; diesel: number; cng: number | null };

const priceOf = (prices: CityPrices, fuel: FuelKind) => (fuel === 'cng' ? prices.cng : prices[fuel]);

/**
 * The price a place's page leads with, as the page shows it: a city's own price, a state's average over its
 * cities (rupees, two decimals); null when the place sells none of that fuel.
 */
export function placePrice(
  items: readonly CityPrices[],
  fuel: FuelKind,
  citySlug: string | null,
): number | null {
  const prices = items
    .filter((item) => citySlug === null || item.citySlug === citySlug)
    .flatMap((item) => {
      const price = priceOf(item, fuel);
      return price === null ? [] : [price];
    });
  if (prices.length === 0) return null;
  return Math.round((prices.reduce((sum, price) => sum + price, 0) / prices.length) * 100) / 100;
}

/**
 * A state's or city's price of one fuel today ("Petrol price in Delhi today — ₹94.72 per litre"); a place
 * the prices do not know, or a fuel it does not sell (CNG), is not found.
 */
export async function fuelPlaceSeo(context: SeoContext, slug: string): Promise<Resolution> {
  const parsed = parseFuelPageSlug(slug);
  const place = parsed && (await resolveFuelPlace(context.db, parsed.fuel, parsed.place));
  if (!parsed || !place) return NOT_FOUND;
  const isState = place.kind === 'state';
  const today = await cityPricesOn(
    context.db,
    indiaToday(),
    isState ? { state: place.state } : { citySlug: place.citySlug },
  );
  const price = today ? placePrice(today.items, parsed.fuel, isState ? null : place.citySlug) : null;
  if (!today || price === null) return NOT_FOUND;
  const words = context.texts.fuel.place[parsed.fuel];
  const values = {
    place: isState ? stateName(place.state, context.locale) : placeName(place.city, context.locale),
    price: `₹${price.toFixed(2)}`,
    date: formatDate(today.date, context.locale),
  };
  const title = fill(words.title, values, context.locale);
  const seo: PageSeo = {
    title,
    description: fill(words.description, values, context.locale),
    crumbs: [indexCrumb(context), { name: title, path: `/fuel-prices/${slug}` }],
    jsonLd: [],
  };
  return withFirstView(seo, fuelPlaceFirstView(slug, place));
}
