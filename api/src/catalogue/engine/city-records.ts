import type { City } from '@cvb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities, onRoadPriceRules } from '../../db/schema';
import { readThrough } from './catalogue-cache';
import type { PriceCity } from './on-road';

interface CitySnapshot {
  /** New Delhi (the default) first, then in seed order. */
  cities: readonly City[];
  /** Cities whose state has on-road price rules, by slug. */
  priceCities: ReadonlyMap<string, PriceCity>;
}

async function loadCities(db: Db): Promise<CitySnapshot> {
  const rows = await db
    .select({
      slug: cities.slug,
      name: cities.name,
      state: cities.state,
      rtoPercent: onRoadPriceRules.rtoPercent,
      insurancePercent: onRoadPriceRules.insurancePercent,
      otherCharges: onRoadPriceRules.otherCharges,
    })
    .from(cities)
    .leftJoin(
      onRoadPriceRules,
      // Trucks' rules until the engine reads the vertical's own (buses and three-wheelers are taxed differently).
      and(eq(onRoadPriceRules.state, cities.state), eq(onRoadPriceRules.vertical, 'truck')),
    )
    .orderBy(asc(cities.position), asc(cities.id));
  const priceCities = new Map<string, PriceCity>();
  for (const { rtoPercent, insurancePercent, otherCharges, ...city } of rows) {
    if (rtoPercent !== null && insurancePercent !== null && otherCharges !== null)
      priceCities.set(city.slug, Object.freeze({ ...city, rtoPercent, insurancePercent, otherCharges }));
  }
  return { cities: rows.map(({ slug, name, state }) => Object.freeze({ slug, name, state })), priceCities };
}

/** Cities and their on-road price rules, cached until `invalidateCatalogue(db)`. */
export function citySnapshot(db: Db): Promise<CitySnapshot> {
  return readThrough(db, 'cities', () => loadCities(db));
}

/** All cities, New Delhi (the default) first, then in seed order. */
export async function listCities(db: Db): Promise<City[]> {
  return [...(await citySnapshot(db)).cities];
}
