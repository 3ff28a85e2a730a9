import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { addDays, daysBetween } from './fuel-days';
import { placeSlug } from '../price-sheets/place-names';
import { rowsOf } from '../db/raw-rows';

/** A stored price: it holds from `date` until the city's next row. */
export interface FuelRow {
  state: string;
  stateSlug: string;
  city: string;
  citySlug: string;
  date: string;
  petrol: number;
  diesel: number;
  cng: number | null;
  lpg: number | null;
}

interface RawRow extends Record<string, unknown> {
  state: string;
  city: string;
  city_slug: string;
  date: string | Date;
  petrol: string | number;
  diesel: string | number;
  cng: string | number | null;
  lpg: string | number | null;
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));
const toIsoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export interface FuelRowFilter {
  /** State name as stored. */
  state?: string;
  citySlug?: string;
}

/**
 * The rows in force between `from` and `to` (both included) for the cities matching `filter`: each
 * city's rows dated in the window plus the one in force on `from`.
 */
export async function fuelRowsBetween(
  db: Db,
  from: string,
  to: string,
  filter: FuelRowFilter = {},
): Promise<FuelRow[]> {
  const state = filter.state ?? null;
  const city = filter.citySlug ?? null;
  const result = await rowsOf<RawRow>(
    db,
    sql`
    SELECT f.state, f.city, f.city_slug, f.date::text AS date, f.petrol, f.diesel, f.cng, f.lpg
    FROM fuel_prices f
    WHERE (${state}::text IS NULL OR f.state = ${state}::text)
      AND (${city}::text IS NULL OR f.city_slug = ${city}::text)
      AND f.date <= ${to}::date
      AND f.date >= COALESCE(
        (SELECT max(p.date) FROM fuel_prices p WHERE p.city_slug = f.city_slug AND p.date <= ${from}::date),
        ${from}::date)
    ORDER BY f.city_slug, f.date`,
  );
  return result.map((row) => ({
    state: row.state,
    stateSlug: placeSlug(row.state),
    city: row.city,
    citySlug: row.city_slug,
    date: toIsoDate(row.date),
    petrol: Number(row.petrol),
    diesel: Number(row.diesel),
    cng: toNumber(row.cng),
    lpg: toNumber(row.lpg),
  }));
}

/** The first day any price is stored for, or undefined on an empty table. */
export async function firstFuelDay(db: Db): Promise<string | undefined> {
  const result = await rowsOf<{ first: string | null }>(
    db,
    sql`SELECT min(date)::text AS first FROM fuel_prices`,
  );
  return result[0]?.first ?? undefined;
}

/** Every state (name and slug) with stored prices, by name. */
export async function fuelStates(db: Db): Promise<Array<{ state: string; stateSlug: string }>> {
  const result = await rowsOf<{ state: string }>(
    db,
    sql`SELECT DISTINCT state FROM fuel_prices ORDER BY state`,
  );
  return result.map(({ state }) => ({ state, stateSlug: placeSlug(state) }));
}

/** Each city's prices day by day from `from` to `to`, by city slug; a day before a city's first row is missing. */
export function expandDaily(rows: FuelRow[], from: string, to: string): Map<string, Map<string, FuelRow>> {
  const byCity = new Map<string, FuelRow[]>();
  for (const row of rows) byCity.set(row.citySlug, [...(byCity.get(row.citySlug) ?? []), row]);
  const days = daysBetween(from, to);
  const daily = new Map<string, Map<string, FuelRow>>();
  for (const [citySlug, cityRows] of byCity) {
    const perDay = new Map<string, FuelRow>();
    let index = -1;
    for (const day of days) {
      while (index + 1 < cityRows.length && cityRows[index + 1].date <= day) index += 1;
      if (index >= 0) perDay.set(day, cityRows[index]);
    }
    daily.set(citySlug, perDay);
  }
  return daily;
}

export { addDays };
