import { fuelCitySeeds, type FuelCitySeed } from './fuel-cities';

/** A price that holds from `date` until the city's next row (prices change only when revised). */
export interface FuelPriceSeed {
  state: string;
  city: string;
  citySlug: string;
  date: string;
  petrol: number;
  diesel: number;
  cng: number | null;
  lpg: number | null;
}

export const FUEL_HISTORY_DAYS = 365;

/** FNV-1a hash: a stable number from a string, so the same city and day always get the same price. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function shiftDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * A state's VAT revisions over the year: 0 to 2, on the first of a month or mid-month (when state
 * budgets and notifications take effect), each moving petrol and diesel by up to ₹2.5, mostly up.
 * Answers [days before endDate, petrol change, diesel change], oldest first.
 */
function stateRevisions(state: string): Array<[number, number, number]> {
  const count = stableHash(`${state}:revisions`) % 3;
  const revisions: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    const hash = stableHash(`${state}:revision:${i}`);
    const monthsBack = 1 + ((hash >>> 3) % 11) + i * 0;
    const daysBack = monthsBack * 30 + (hash % 2 === 0 ? 0 : 15);
    const petrol = round2((((hash >>> 8) % 300) - 60) / 100);
    const diesel = round2(petrol * (0.8 + ((hash >>> 16) % 20) / 100));
    revisions.push([daysBack, petrol, diesel]);
  }
  return revisions.sort((a, b) => b[0] - a[0]);
}

/** Outside the capitals, dealers' freight moves the price by a few paise every one to three weeks. */
function freightOn(city: FuelCitySeed, day: number): number {
  if (city.capital) return 0;
  let stepDay = 0;
  let next = 5 + (stableHash(`${city.citySlug}:start`) % 10);
  while (next <= day) {
    stepDay = next;
    next += 7 + (stableHash(`${city.citySlug}:${next}`) % 15);
  }
  if (stepDay === 0) return 0;
  return ((stableHash(`${city.citySlug}:f:${stepDay}`) % 25) - 12) / 100;
}

/** City gas companies raise CNG by ₹1–2 a kg once or twice a year. */
function cngShift(city: FuelCitySeed, daysBack: number): number {
  const hash = stableHash(`${city.state}:cng`);
  const first = 40 + (hash % 120);
  const second = 200 + ((hash >>> 8) % 120);
  const step = 1 + ((hash >>> 4) % 2);
  return (daysBack >= first ? -step : 0) + (daysBack >= second ? -1 : 0);
}

/**
 * One year of prices ending on `endDate` for every city, as change points: a row on the first day and
 * one on each day a price moved (state VAT revision, CNG revision or freight), each holding until the next.
 */
export function fuelPriceSeeds(endDate: string): FuelPriceSeed[] {
  const firstDay = shiftDays(endDate, -(FUEL_HISTORY_DAYS - 1));
  const rows: FuelPriceSeed[] = [];
  for (const city of fuelCitySeeds()) {
    const revisions = stateRevisions(city.state);
    let previous = '';
    for (let day = 0; day < FUEL_HISTORY_DAYS; day += 1) {
      const daysBack = FUEL_HISTORY_DAYS - 1 - day;
      const later = revisions.filter(([revisionDaysBack]) => revisionDaysBack < daysBack);
      const petrolShift = -later.reduce((sum, [, petrol]) => sum + petrol, 0);
      const dieselShift = -later.reduce((sum, [, , diesel]) => sum + diesel, 0);
      const freight = daysBack === 0 ? 0 : freightOn(city, day);
      const row: FuelPriceSeed = {
        state: city.state,
        city: city.city,
        citySlug: city.citySlug,
        date: shiftDays(firstDay, day),
        petrol: round2(city.petrol + petrolShift + freight),
        diesel: round2(city.diesel + dieselShift + freight * 0.9),
        cng: city.cng === null ? null : round2(city.cng + cngShift(city, daysBack)),
        lpg: city.lpg,
      };
      const key = `${row.petrol}/${row.diesel}/${row.cng}`;
      if (key !== previous) rows.push(row);
      previous = key;
    }
  }
  return rows;
}
