import { sql, type SQL } from 'drizzle-orm';
import type { LocaleCode, MandiCommodity, MandiRecord } from '@cvb/contracts';

/** A place name column of mandi_markets m in `locale`, English when it has no translation. */
export function placeNameSql(level: 'state' | 'district' | 'market', locale: LocaleCode): SQL {
  const english = sql.raw(`m.${level}`);
  if (locale === 'en') return english;
  return sql`coalesce(nullif(${sql.raw(`m.${level}_names`)} ->> ${locale}::text, ''), ${english})`;
}

/** Columns every record query selects, from mandi_prices p, mandi_markets m and mandi_commodities c. */
export function recordColumns(locale: LocaleCode): SQL {
  return sql`
  c.slug AS commodity_slug, c.name AS commodity_name, c."group" AS commodity_group, c.names AS commodity_names,
  ${placeNameSql('state', locale)} AS state, m.state_slug, ${placeNameSql('district', locale)} AS district,
  m.district_slug, ${placeNameSql('market', locale)} AS market, m.market_slug,
  p.variety, p.grade, p.arrival_date::text AS arrival_date, p.min_price, p.max_price, p.modal_price,
  p.arrivals_tonnes`;
}

export const RECORD_FROM: SQL = sql`
  mandi_prices p
  JOIN mandi_markets m ON m.id = p.market_id
  JOIN mandi_commodities c ON c.id = p.commodity_id`;

export interface RecordRow extends Record<string, unknown> {
  commodity_slug: string;
  commodity_name: string;
  commodity_group: string;
  commodity_names: Record<string, string> | string;
  state: string;
  state_slug: string;
  district: string;
  district_slug: string;
  market: string;
  market_slug: string;
  variety: string;
  grade: string;
  arrival_date: string;
  min_price: number | null;
  max_price: number | null;
  modal_price: number;
  arrivals_tonnes: string | number | null;
}

export function commodityOf(row: {
  commodity_slug: string;
  commodity_name: string;
  commodity_group: string;
  commodity_names: Record<string, string> | string;
}): MandiCommodity {
  const names =
    typeof row.commodity_names === 'string' ? JSON.parse(row.commodity_names) : row.commodity_names;
  return { slug: row.commodity_slug, name: row.commodity_name, group: row.commodity_group, names };
}

export function recordOf(row: RecordRow): MandiRecord {
  return {
    commodity: commodityOf(row),
    state: { slug: row.state_slug, name: row.state },
    district: { slug: row.district_slug, name: row.district },
    market: { slug: row.market_slug, name: row.market },
    variety: row.variety,
    grade: row.grade,
    arrivalDate: row.arrival_date,
    minPrice: row.min_price === null ? null : Number(row.min_price),
    maxPrice: row.max_price === null ? null : Number(row.max_price),
    modalPrice: Number(row.modal_price),
    arrivalsTonnes: row.arrivals_tonnes === null ? null : Number(row.arrivals_tonnes),
  };
}
