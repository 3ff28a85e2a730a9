import type { CityFuelPrice, FuelIndexResponse } from '@cvb/contracts';
import type { Db } from '../db/database';
import { addDays, round2 } from './fuel-days';
import { expandDaily, firstFuelDay, fuelRowsBetween, type FuelRow, type FuelRowFilter } from './fuel-rows';

function change(today: number | null, before: number | null | undefined): number {
  return today === null || before === null || before === undefined ? 0 : round2(today - before);
}

function cityPrice(today: FuelRow, before: FuelRow | undefined): CityFuelPrice {
  return {
    state: today.state,
    stateSlug: today.stateSlug,
    city: today.city,
    citySlug: today.citySlug,
    petrol: today.petrol,
    diesel: today.diesel,
    cng: today.cng,
    lpg: today.lpg,
    petrolChange: change(today.petrol, before?.petrol),
    dieselChange: change(today.diesel, before?.diesel),
    cngChange: change(today.cng, before?.cng),
  };
}

/**
 * Prices of the cities matching `filter` on `date`, each with its change against the day before
 * (0 on the first stored day). Undefined when nothing is stored that early.
 */
export async function cityPricesOn(
  db: Db,
  date: string,
  filter: FuelRowFilter = {},
): Promise<{ date: string; items: CityFuelPrice[] } | undefined> {
  const first = await firstFuelDay(db);
  if (!first || date < first) return undefined;
  const yesterday = addDays(date, -1);
  const daily = expandDaily(await fuelRowsBetween(db, yesterday, date, filter), yesterday, date);
  const items: CityFuelPrice[] = [];
  for (const perDay of daily.values()) {
    const today = perDay.get(date);
    if (today) items.push(cityPrice(today, perDay.get(yesterday)));
  }
  items.sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
  return { date, items };
}

/** Every city's prices on `date` (v4/fuel-data-for-index-page and v4/fuel-data-for-all-cities). */
export async function fuelIndexOn(db: Db, date: string): Promise<FuelIndexResponse | undefined> {
  return cityPricesOn(db, date);
}
