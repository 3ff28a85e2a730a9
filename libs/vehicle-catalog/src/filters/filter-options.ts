import { verticalDefinition } from '@cvb/contracts';
import type { FilterVertical } from './budget-bands';

/** Fuel types of SPEC §9. */
export const FUEL_TYPES = ['diesel', 'petrol', 'cng', 'lpg', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Transmission types of SPEC §9. */
export const TRANSMISSION_TYPES = ['manual', 'automatic'] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];

/** Wheel counts trucks are sold with (SPEC §9: 4 to 22). */
export const TRUCK_WHEEL_COUNTS = [4, 6, 10, 12, 14, 16, 18, 22] as const;

/** Sort orders of SPEC §4; the first is the default. */
export const SORT_ORDERS = ['popularity', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Body types per vertical, from the VerticalDefinitions (SPEC §2 and §9). */
export const BODY_TYPES: Readonly<Record<FilterVertical, readonly string[]>> = {
  truck: verticalDefinition('truck').bodyTypes,
  bus: verticalDefinition('bus').bodyTypes,
  'three-wheeler': verticalDefinition('three-wheeler').bodyTypes,
  tractor: verticalDefinition('tractor').bodyTypes,
};

/** Whether the vertical's search filters on a dimension (`wheels`, `gvw`, `payload`…). */
export function hasFilterDimension(vertical: FilterVertical, key: string): boolean {
  return verticalDefinition(vertical).filters.some((dimension) => dimension.key === key);
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A lowercase URL slug such as "tata-motors". */
export function isSlug(value: string): boolean {
  return value.length <= 100 && SLUG_PATTERN.test(value);
}
