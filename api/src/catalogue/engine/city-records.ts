import type { City, VehicleVertical } from '@cvb/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities, onRoadPriceRules } from '../../db/schema';
import { readThrough, swapCatalogue } from './catalogue-cache';

/** A city with the on-road price rules of its state for one vertical. */
export interface PriceCity {
  slug: string;
  name: string;
  state: string;
  rtoPercent: number;
  insurancePercent: number;
  otherCharges: number;
}

interface CitySnapshot {
  /** New Delhi (the default) first, then in seed order. */
  cities: readonly City[];
  /**
   * Per vertical, the cities whose state has an on-road price rule for that vertical, by slug: a bus in
   * Maharashtra is priced with Maharashtra's bus rule, a truck there with its goods-vehicle rule.
   */
  priceCities: ReadonlyMap<VehicleVertical, ReadonlyMap<string, PriceCity>>;
}

async function loadCities(db: Db): Promise<CitySnapshot> {
  const cityRows = await db
    .select({ slug: cities.slug, name: cities.name, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.position), asc(cities.id));
  const ruleRows = await db
    .select({
      state: onRoadPriceRules.state,
      vertical: onRoadPriceRules.vertical,
      rtoPercent: onRoadPriceRules.rtoPercent,
      insurancePercent: onRoadPriceRules.insurancePercent,
      otherCharges: onRoadPriceRules.otherCharges,
    })
    .from(onRoadPriceRules)
    .orderBy(asc(onRoadPriceRules.vertical), asc(onRoadPriceRules.state));
  const rulesByVertical = new Map<VehicleVertical, Map<string, (typeof ruleRows)[number]>>();
  for (const rule of ruleRows) {
    const ofVertical = rulesByVertical.get(rule.vertical) ?? new Map();
    ofVertical.set(rule.state, rule);
    rulesByVertical.set(rule.vertical, ofVertical);
  }
  const priceCities = new Map<VehicleVertical, Map<string, PriceCity>>();
  for (const [vertical, rules] of rulesByVertical) {
    const ofVertical = new Map<string, PriceCity>();
    for (const city of cityRows) {
      const rule = rules.get(city.state);
      if (!rule) continue;
      const { rtoPercent, insurancePercent, otherCharges } = rule;
      ofVertical.set(city.slug, Object.freeze({ ...city, rtoPercent, insurancePercent, otherCharges }));
    }
    priceCities.set(vertical, ofVertical);
  }
  return { cities: cityRows.map((city) => Object.freeze(city)), priceCities };
}

/** Cities and their on-road price rules per vertical, cached until `invalidateCatalogue(db)`. */
export function citySnapshot(db: Db): Promise<CitySnapshot> {
  return readThrough(db, 'cities', () => loadCities(db));
}

/**
 * Loads the cities and their on-road rules beside the ones in use and swaps them in (a price sheet changed a state's
 * rules): the verticals' snapshots and the review summaries are kept, the serialized answers (their on-road prices)
 * dropped. False when a newer change overtook it.
 */
export function rebuildCitySnapshot(db: Db): Promise<boolean> {
  return swapCatalogue(
    db,
    { cities: () => loadCities(db) },
    (other) => other.startsWith('catalogue:') || other === 'review-summaries',
  );
}

/** All cities, New Delhi (the default) first, then in seed order. */
export async function listCities(db: Db): Promise<City[]> {
  return [...(await citySnapshot(db)).cities];
}
