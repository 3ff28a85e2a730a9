import type { TripCostDefaults } from '@cvb/contracts';
import { isSlug } from '../filters/filter-options';

/** The trip's fields by their name in the URL, and the visitor's own fuel price and mileage. */
export const TRIP_PARAMS = {
  km: 'distanceKm',
  t: 'loadTonnes',
  tolls: 'tolls',
  bhatta: 'driverAllowance',
  loading: 'loadingCharges',
} as const satisfies Record<string, keyof TripCostDefaults>;

export interface TripChoices {
  variant: string | null;
  city: string | null;
  trip: Partial<TripCostDefaults>;
  freightRate: number | null;
  /** ₹ a litre (kg, kWh) and km a litre (kg) or kWh a km, when the visitor changed them. */
  fuelPrice: number | null;
  efficiency: number | null;
}

const numberOf = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

export function tripChoicesFrom(params: URLSearchParams): TripChoices {
  const trip: Partial<TripCostDefaults> = {};
  for (const [param, key] of Object.entries(TRIP_PARAMS)) {
    const value = numberOf(params.get(param));
    if (value !== null) trip[key] = value;
  }
  const slug = (name: string) => {
    const value = params.get(name);
    return value && isSlug(value) ? value : null;
  };
  return {
    variant: slug('variant'),
    city: slug('city'),
    trip,
    freightRate: numberOf(params.get('rate')),
    fuelPrice: numberOf(params.get('fuel')),
    efficiency: numberOf(params.get('mileage')),
  };
}

export function tripChoicesQuery(choices: TripChoices): string {
  const params = new URLSearchParams();
  if (choices.variant) params.set('variant', choices.variant);
  if (choices.city) params.set('city', choices.city);
  for (const [param, key] of Object.entries(TRIP_PARAMS)) {
    const value = choices.trip[key];
    if (value !== undefined) params.set(param, String(value));
  }
  if (choices.freightRate !== null) params.set('rate', String(choices.freightRate));
  if (choices.fuelPrice !== null) params.set('fuel', String(choices.fuelPrice));
  if (choices.efficiency !== null) params.set('mileage', String(choices.efficiency));
  return params.toString();
}
