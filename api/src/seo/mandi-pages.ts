import { sql } from 'drizzle-orm';
import { formatDate, groupIndian } from '@cvb/format';
import { findCommodity, findMarkets } from '../mandi/mandi-places';
import { latestMandiDay } from '../mandi/mandi-queries';
import { rowsOf } from '../db/raw-rows';
import { indiaToday } from '../time/india-today';
import { NOT_FOUND, type Crumb, type PageSeo, type Resolution, type SeoContext } from './page-seo';
import { fill } from './texts/seo-texts';

const homeCrumb = (context: SeoContext): Crumb => ({ name: context.texts.mandi.home.title, path: '/emandi' });

/** /emandi: today's prices in every market. */
export function mandiHomeSeo(context: SeoContext): PageSeo {
  return { ...context.texts.mandi.home, crumbs: [homeCrumb(context)], jsonLd: [] };
}

/** The middle modal price of a commodity across the markets that reported it on `day`, ₹ per quintal. */
async function medianModalPrice(
  context: SeoContext,
  commodityId: number,
  day: string,
): Promise<number | null> {
  const [row] = await rowsOf<{ median: string | number | null }>(
    context.db,
    sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY modal_price) AS median
        FROM mandi_prices WHERE commodity_id = ${commodityId} AND arrival_date = ${day}::date`,
  );
  return row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median));
}

/** A commodity's page: its middle modal price on the latest trading day in the title; unknown: not found. */
export async function mandiCommoditySeo(context: SeoContext, slug: string): Promise<Resolution> {
  const commodity = await findCommodity(context.db, slug);
  if (!commodity) return NOT_FOUND;
  const name = commodity.names[context.locale] ?? commodity.name;
  const day = await latestMandiDay(context.db, indiaToday(), { commodityId: commodity.id });
  const median = day ? await medianModalPrice(context, commodity.id, day) : null;
  const words =
    day && median !== null ? context.texts.mandi.commodity : context.texts.mandi.commodityWithoutPrices;
  const values = {
    commodity: name,
    price: median === null ? '' : `₹${groupIndian(median)}`,
    date: day ? formatDate(day, context.locale) : '',
  };
  const title = fill(words.title, values);
  return {
    title,
    description: fill(words.description, values),
    crumbs: [homeCrumb(context), { name, path: `/emandi/${commodity.slug}` }],
    jsonLd: [],
  };
}

/** One market's page (state, district and market slugs); a market that does not exist is not found. */
export async function mandiMarketSeo(
  context: SeoContext,
  params: { state: string; district: string; market: string },
): Promise<Resolution> {
  const [market] = await findMarkets(context.db, { ...params, locale: context.locale });
  if (!market) return NOT_FOUND;
  const values = { market: market.market.name, district: market.district.name, state: market.state.name };
  const title = fill(context.texts.mandi.market.title, values, context.locale);
  return {
    title,
    description: fill(context.texts.mandi.market.description, values, context.locale),
    crumbs: [
      homeCrumb(context),
      { name: title, path: `/emandi/market/${params.state}/${params.district}/${params.market}` },
    ],
    jsonLd: [],
  };
}
