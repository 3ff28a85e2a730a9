/** The vehicle verticals that share one catalogue schema. */
export const VEHICLE_VERTICALS = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'] as const;
export type VehicleVertical = (typeof VEHICLE_VERTICALS)[number];

/**
 * The vertical a call or page means when it names none: the site began with trucks, and the API's optional
 * `vertical` parameters (reviews, community, general catalogue calls) keep that meaning.
 */
export const DEFAULT_VERTICAL = 'truck' satisfies VehicleVertical;

/** A table with one entry per vertical, each made from the vertical (usually from its VerticalDefinition). */
export function perVertical<T>(make: (vertical: VehicleVertical) => T): Record<VehicleVertical, T> {
  return Object.fromEntries(VEHICLE_VERTICALS.map((vertical) => [vertical, make(vertical)])) as Record<
    VehicleVertical,
    T
  >;
}

export const LOCALE_CODES = ['en', 'hi', 'mr', 'pa', 'ta', 'te'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
