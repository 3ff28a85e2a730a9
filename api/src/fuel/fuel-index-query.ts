import type { CityFuelPrice, FuelIndexResponse } from '@cvb/contracts';
import { asc, desc, eq, lt, lte, max } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fuelPrices } from '../db/schema';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Prices of every city on the latest stored day on or before `date`, each with its change against
 * that city's previous stored day (0 when there is none). Undefined when nothing is stored that early.
 */
export async function fuelIndexOn(db: Db, date: string): Promise<FuelIndexResponse | undefined> {
  const [{ latest }] = await db
    .select({ latest: max(fuelPrices.date) })
    .from(fuelPrices)
    .where(lte(fuelPrices.date, date));
  if (!latest) return undefined;

  const today = await db
    .select()
    .from(fuelPrices)
    .where(eq(fuelPrices.date, latest))
    .orderBy(asc(fuelPrices.city));
  const previous = await db
    .selectDistinctOn([fuelPrices.citySlug])
    .from(fuelPrices)
    .where(lt(fuelPrices.date, latest))
    .orderBy(fuelPrices.citySlug, desc(fuelPrices.date));
  const previousByCity = new Map(previous.map((row) => [row.citySlug, row]));

  const items: CityFuelPrice[] = today.map((row) => {
    const before = previousByCity.get(row.citySlug);
    return {
      state: row.state,
      city: row.city,
      citySlug: row.citySlug,
      petrol: Number(row.petrol),
      diesel: Number(row.diesel),
      petrolChange: before ? round2(Number(row.petrol) - Number(before.petrol)) : 0,
      dieselChange: before ? round2(Number(row.diesel) - Number(before.diesel)) : 0,
    };
  });
  return { date: latest, items };
}
