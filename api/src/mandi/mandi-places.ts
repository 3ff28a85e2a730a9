import { sql } from 'drizzle-orm';
import type { LocaleCode, MandiCommodity, MandiPlace } from '@cvb/contracts';
import type { Db } from '../db/database';
import { commodityOf, placeNameSql } from './mandi-record-sql';
import { rowsOf } from '../db/raw-rows';

export interface MarketRef {
  id: number;
  state: MandiPlace;
  district: MandiPlace;
  market: MandiPlace;
}

/** All 40 commodities by English name. */
export async function mandiCommodityList(db: Db): Promise<MandiCommodity[]> {
  const result = await rowsOf<{
    commodity_slug: string;
    commodity_name: string;
    commodity_group: string;
    commodity_names: Record<string, string> | string;
  }>(
    db,
    sql`SELECT slug AS commodity_slug, name AS commodity_name, "group" AS commodity_group, names AS commodity_names
         FROM mandi_commodities ORDER BY name`,
  );
  return result.map(commodityOf);
}

export async function findCommodity(
  db: Db,
  slug: string,
): Promise<(MandiCommodity & { id: number }) | undefined> {
  const result = await rowsOf<{
    id: number;
    commodity_slug: string;
    commodity_name: string;
    commodity_group: string;
    commodity_names: Record<string, string> | string;
  }>(
    db,
    sql`SELECT id, slug AS commodity_slug, name AS commodity_name, "group" AS commodity_group, names AS commodity_names
         FROM mandi_commodities WHERE slug = ${slug}`,
  );
  const row = result[0];
  return row && { id: Number(row.id), ...commodityOf(row) };
}

export interface PlaceFilter {
  state?: string;
  district?: string;
  market?: string;
  /** Only markets with prices of this commodity id. */
  commodityId?: number;
  /** Only markets with prices of any commodity: what the pickers offer (a market without prices is a dead end). */
  withPrices?: boolean;
  /** Names in this language, English when a place has no translation (default en). */
  locale?: LocaleCode;
}

/** Markets matching the filter, by state, district and market name. */
export async function findMarkets(db: Db, filter: PlaceFilter): Promise<MarketRef[]> {
  const { state = null, district = null, market = null, commodityId = null, locale = 'en' } = filter;
  const withPrices = filter.withPrices ?? false;
  const result = await rowsOf<{
    id: number;
    state: string;
    state_slug: string;
    district: string;
    district_slug: string;
    market: string;
    market_slug: string;
  }>(
    db,
    sql`
    SELECT m.id, ${placeNameSql('state', locale)} AS state, m.state_slug, ${placeNameSql('district', locale)} AS district,
      m.district_slug, ${placeNameSql('market', locale)} AS market, m.market_slug
    FROM mandi_markets m
    WHERE (${state}::text IS NULL OR m.state_slug = ${state}::text)
      AND (${district}::text IS NULL OR m.district_slug = ${district}::text)
      AND (${market}::text IS NULL OR m.market_slug = ${market}::text)
      AND (${commodityId}::int IS NULL OR EXISTS (
        SELECT 1 FROM mandi_prices p WHERE p.market_id = m.id AND p.commodity_id = ${commodityId}::int))
      AND (NOT ${withPrices}::boolean OR EXISTS (SELECT 1 FROM mandi_prices p WHERE p.market_id = m.id))
    ORDER BY m.state, m.district, m.market`,
  );
  return result.map((row) => ({
    id: Number(row.id),
    state: { slug: row.state_slug, name: row.state },
    district: { slug: row.district_slug, name: row.district },
    market: { slug: row.market_slug, name: row.market },
  }));
}

/** Distinct places of a list of markets, in order. */
export function distinctPlaces(markets: MarketRef[], level: 'state' | 'district' | 'market'): MandiPlace[] {
  const seen = new Map<string, MandiPlace>();
  for (const market of markets) seen.set(market[level].slug, market[level]);
  return [...seen.values()];
}
