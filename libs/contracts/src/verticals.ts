import { z } from 'zod';

/** The vehicle verticals that share one catalogue schema. */
export const VEHICLE_VERTICALS = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'] as const;
export const vehicleVerticalSchema = z.enum(VEHICLE_VERTICALS);
export type VehicleVertical = z.infer<typeof vehicleVerticalSchema>;

/** A table with one entry per vertical, each made from the vertical (usually from its VerticalDefinition). */
export function perVertical<T>(make: (vertical: VehicleVertical) => T): Record<VehicleVertical, T> {
  return Object.fromEntries(VEHICLE_VERTICALS.map((vertical) => [vertical, make(vertical)])) as Record<
    VehicleVertical,
    T
  >;
}

export const LOCALE_CODES = ['en', 'hi', 'mr', 'pa', 'ta', 'te'] as const;
export const localeCodeSchema = z.enum(LOCALE_CODES);
export type LocaleCode = z.infer<typeof localeCodeSchema>;
