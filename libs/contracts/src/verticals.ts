import { z } from 'zod';

/** The vehicle verticals that share one catalogue schema. */
export const VEHICLE_VERTICALS = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'] as const;
export const vehicleVerticalSchema = z.enum(VEHICLE_VERTICALS);
export type VehicleVertical = z.infer<typeof vehicleVerticalSchema>;

export const LOCALE_CODES = ['en', 'hi', 'mr', 'pa', 'ta', 'te'] as const;
export const localeCodeSchema = z.enum(LOCALE_CODES);
export type LocaleCode = z.infer<typeof localeCodeSchema>;
