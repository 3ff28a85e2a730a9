import { findBudgetBand, type FilterVertical } from './budget-bands';
import {
  BODY_TYPES,
  FUEL_TYPES,
  SORT_ORDERS,
  TRANSMISSION_TYPES,
  TRUCK_WHEEL_COUNTS,
  isSlug,
  type FuelType,
  type SortOrder,
  type TransmissionType,
} from './filter-options';
import { emptyFilters, type VehicleFilters } from './vehicle-filters';
import { findGvwBand, findPayloadBand } from './weight-bands';

/** Raw, not yet validated filter values, as read from a URL or a form. */
export interface RawFilterValues {
  brandSlugs?: readonly string[];
  bodyTypes?: readonly string[];
  budget?: string | null;
  fuelTypes?: readonly string[];
  transmissionTypes?: readonly string[];
  wheels?: readonly (string | number)[];
  gvw?: string | null;
  payload?: string | null;
  sort?: string | null;
  page?: string | number | null;
}

/** Known values only, each once, in the order of `allowed`. */
function pickAllowed<T extends string | number>(
  values: readonly (string | number)[] | undefined,
  allowed: readonly T[],
): T[] {
  const wanted = new Set((values ?? []).map(String));
  return allowed.filter((option) => wanted.has(String(option)));
}

/** SPEC §2 links bus body types in the plural (`?bodyType=vans`); the data names them in the singular (`van`). */
function singularBodyTypes(values: readonly string[] | undefined, allowed: readonly string[]): string[] {
  return (values ?? []).map((value) =>
    !allowed.includes(value) && value.endsWith('s') && allowed.includes(value.slice(0, -1))
      ? value.slice(0, -1)
      : value,
  );
}

function uniqueSortedSlugs(values: readonly string[] | undefined): string[] {
  const valid = (values ?? []).map((value) => value.trim().toLowerCase()).filter(isSlug);
  return [...new Set(valid)].sort();
}

function keyOrNull(value: string | null | undefined, isKnown: (key: string) => boolean): string | null {
  return value && isKnown(value) ? value : null;
}

function toPage(value: string | number | null | undefined): number {
  const text = String(value ?? '');
  if (!/^[1-9]\d{0,5}$/.test(text)) return 1;
  return Number(text);
}

function toSort(value: string | null | undefined): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? emptyFilters().sort;
}

/**
 * Canonical filters: unknown or invalid values dropped, lists without duplicates in a stable order
 * (option order for fixed lists, alphabetical for brand slugs), page ≥ 1, sort defaulting to popularity.
 */
export function normalizeFilters(raw: RawFilterValues, vertical: FilterVertical = 'truck'): VehicleFilters {
  return {
    brandSlugs: uniqueSortedSlugs(raw.brandSlugs),
    bodyTypes: pickAllowed(singularBodyTypes(raw.bodyTypes, BODY_TYPES[vertical]), BODY_TYPES[vertical]),
    budget: keyOrNull(raw.budget, (key) => findBudgetBand(vertical, key) !== undefined),
    fuelTypes: pickAllowed<FuelType>(raw.fuelTypes, FUEL_TYPES),
    transmissionTypes: pickAllowed<TransmissionType>(raw.transmissionTypes, TRANSMISSION_TYPES),
    wheels: pickAllowed<number>(raw.wheels, TRUCK_WHEEL_COUNTS),
    gvw: keyOrNull(raw.gvw, (key) => findGvwBand(key) !== undefined),
    payload: keyOrNull(raw.payload, (key) => findPayloadBand(key) !== undefined),
    sort: toSort(raw.sort),
    page: toPage(raw.page),
  };
}
