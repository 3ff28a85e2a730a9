import type { FuelKind } from '@cvb/contracts';

export const FUEL_KINDS_SHOWN: readonly FuelKind[] = ['petrol', 'diesel', 'cng'];

/** "/fuel-prices/diesel-price-in-mumbai": always English (docs/domain.md#pages). */
export const fuelPlacePath = (fuel: FuelKind, place: string) => `/fuel-prices/${fuel}-price-in-${place}`;
export const fuelAllCitiesPath = (fuel: FuelKind) => `/fuel-prices/${fuel}-price-in-all-city`;

/** Decimal places shown for a fuel price. */
export const FUEL_DIGITS = 2;
