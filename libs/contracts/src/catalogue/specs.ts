import { z } from 'zod';

/** The technical specification of a model; a variant overrides some of these. */
export const vehicleSpecsSchema = z.object({
  bodyType: z.string(),
  fuelType: z.string(),
  transmission: z.string().nullable(),
  wheels: z.number().int().nullable(),
  gvwKg: z.number().int().nullable(),
  payloadKg: z.number().int().nullable(),
  engineCc: z.number().int().nullable(),
  powerHp: z.number().int().nullable(),
  torqueNm: z.number().int().nullable(),
  mileageKmpl: z.number().nullable(),
  fuelTankL: z.number().int().nullable(),
  wheelbaseMm: z.number().int().nullable(),
  axle: z.string().nullable(),
  chassisType: z.string().nullable(),
  seating: z.string().nullable(),
  drivingRangeKm: z.number().int().nullable(),
  batteryKwh: z.number().nullable(),
  chargingTimeH: z.number().nullable(),
  warranty: z.string().nullable(),
});
export type VehicleSpecs = z.infer<typeof vehicleSpecsSchema>;
export const VEHICLE_SPEC_KEYS = Object.keys(vehicleSpecsSchema.shape) as (keyof VehicleSpecs)[];
