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
  /** Seats of a bus or passenger three-wheeler (driver excluded); null for goods vehicles. */
  seats: z.number().int().nullable(),
  drivingRangeKm: z.number().int().nullable(),
  batteryKwh: z.number().nullable(),
  chargingTimeH: z.number().nullable(),
  warranty: z.string().nullable(),
  /** Specs only some verticals have, keyed as the definition's spec rows (`ptoHp`, `drive`, `operatingWeightKg`…). */
  extraSpecs: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type VehicleSpecs = z.infer<typeof vehicleSpecsSchema>;
/** The spec columns (every key but `extraSpecs`). */
export const VEHICLE_SPEC_KEYS = Object.keys(vehicleSpecsSchema.shape).filter(
  (key) => key !== 'extraSpecs',
) as Exclude<keyof VehicleSpecs, 'extraSpecs'>[];
