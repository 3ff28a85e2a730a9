import { FUEL_KINDS, fuelPageSlug, type SitemapPage } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { placeSlug } from '../../price-sheets/place-names';
import { cityPricesOn } from '../../fuel/fuel-index-query';
import { rowsOf } from '../../db/raw-rows';
import { indiaToday } from '../../time/india-today';
import { placePrice } from '../fuel-pages';
import { fixedPagesOf } from './fixed-pages';
import { isoMoment, newest, page } from './sitemap-page';

/**
 * Today's fuel pages: the index, the all-city lists, and each state and city page of each fuel it sells
 * (a state's slug wins over a city of the same name, as the pages resolve them).
 */
export async function fuelPages(db: Db): Promise<SitemapPage[]> {
  const today = await cityPricesOn(db, indiaToday());
  if (!today) return fixedPagesOf('fuel-prices', newest([]));
  const date = isoMoment(today.date);
  const pages = fixedPagesOf('fuel-prices', date);
  const states = new Map<string, typeof today.items>();
  for (const item of today.items) states.set(item.stateSlug, [...(states.get(item.stateSlug) ?? []), item]);
  for (const [stateSlug, items] of states) {
    for (const fuel of FUEL_KINDS) {
      if (placePrice(items, fuel, null) !== null)
        pages.push(page(`/fuel-prices/${fuelPageSlug(fuel, stateSlug)}`, date));
    }
  }
  for (const item of today.items) {
    if (states.has(item.citySlug) || placeSlug(item.state) === item.citySlug) continue;
    for (const fuel of FUEL_KINDS) {
      if (placePrice([item], fuel, item.citySlug) !== null)
        pages.push(page(`/fuel-prices/${fuelPageSlug(fuel, item.citySlug)}`, date));
    }
  }
  return pages;
}

/** The mandi home, every commodity and every market, each dated by its latest trading day. */
export async function mandiPages(db: Db): Promise<SitemapPage[]> {
  const commodities = await rowsOf<{ slug: string; day: string | null }>(
    db,
    sql`SELECT c.slug, (SELECT max(p.arrival_date)::text FROM mandi_prices p WHERE p.commodity_id = c.id) AS day
        FROM mandi_commodities c ORDER BY c.slug`,
  );
  const markets = await rowsOf<{ state: string; district: string; market: string; day: string | null }>(
    db,
    sql`SELECT m.state_slug AS state, m.district_slug AS district, m.market_slug AS market,
          (SELECT max(p.arrival_date)::text FROM mandi_prices p WHERE p.market_id = m.id) AS day
        FROM mandi_markets m ORDER BY m.state_slug, m.district_slug, m.market_slug`,
  );
  const dated = (day: string | null) => (day ? isoMoment(day) : newest([]));
  const commodityPages = commodities.map((row) => page(`/emandi/${row.slug}`, dated(row.day)));
  const marketPages = markets.map((row) =>
    page(`/emandi/market/${row.state}/${row.district}/${row.market}`, dated(row.day)),
  );
  return [
    ...fixedPagesOf('emandi', newest(commodityPages.map((entry) => entry.lastModified))),
    ...commodityPages,
    ...marketPages,
  ];
}
