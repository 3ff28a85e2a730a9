import type { FuelDayPrice, FuelKind, FuelPlaceResponse } from '@cvb/contracts';
import type { Db } from '../db/database';
import { addDays, round2 } from './fuel-days';
import { expandDaily, fuelRowsBetween, fuelStates, type FuelRow } from './fuel-rows';

export interface FuelPlace {
  state: string;
  stateSlug: string;
  city: string;
  citySlug: string;
  kind: 'state' | 'city';
}

/** A state by slug: its name. */
export async function findFuelState(
  db: Db,
  stateSlug: string,
): Promise<{ state: string; stateSlug: string } | undefined> {
  return (await fuelStates(db)).find((state) => state.stateSlug === stateSlug);
}

/** A city by slug (and state slug when given). */
export async function findFuelCity(
  db: Db,
  citySlug: string,
  stateSlug?: string,
): Promise<FuelPlace | undefined> {
  const rows = await fuelRowsBetween(db, '1900-01-01', '2999-12-31', { citySlug });
  const row = rows.at(-1);
  if (!row || (stateSlug && row.stateSlug !== stateSlug)) return undefined;
  return { state: row.state, stateSlug: row.stateSlug, city: row.city, citySlug: row.citySlug, kind: 'city' };
}

/** What "{fuel}-price-in-{place}" names: a state first (Delhi is one), else a city. */
export async function resolveFuelPlace(
  db: Db,
  fuel: FuelKind,
  place: string,
): Promise<FuelPlaceResponse | undefined> {
  const state = await findFuelState(db, place);
  if (state) return { fuel, kind: 'state', ...state, city: state.state, citySlug: state.stateSlug };
  const city = await findFuelCity(db, place);
  return city && { fuel, ...city };
}

const priceOf = (row: FuelRow | undefined, fuel: FuelKind) =>
  row === undefined ? undefined : fuel === 'cng' ? (row.cng ?? undefined) : row[fuel];

/**
 * Daily prices of one fuel over the `days` days ending on `date`, newest first. For a state, the
 * average of its cities' prices each day. Days before the first stored price are left out.
 */
export async function fuelDayWise(
  db: Db,
  fuel: FuelKind,
  place: FuelPlace,
  days: number,
  date: string,
): Promise<FuelDayPrice[]> {
  const from = addDays(date, -days);
  const filter = place.kind === 'state' ? { state: place.state } : { citySlug: place.citySlug };
  const daily = expandDaily(await fuelRowsBetween(db, from, date, filter), from, date);
  const series: Array<{ date: string; price: number }> = [];
  for (let day = from; day <= date; day = addDays(day, 1)) {
    const prices = [...daily.values()]
      .map((perDay) => priceOf(perDay.get(day), fuel))
      .filter((price): price is number => price !== undefined);
    if (prices.length > 0) {
      series.push({
        date: day,
        price: round2(prices.reduce((sum, price) => sum + price, 0) / prices.length),
      });
    }
  }
  const result: FuelDayPrice[] = series.map((point, index) => ({
    ...point,
    change: index === 0 ? 0 : round2(point.price - series[index - 1].price),
  }));
  // The extra oldest day only served to compute the first change.
  return result.filter((point) => point.date > from).reverse();
}
