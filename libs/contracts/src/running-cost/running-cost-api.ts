import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

/** `variantSlugs=a,b`: one to four variants of the vertical; `city`: a city slug (New Delhi when absent). */
export const runningCostQuerySchema = z.object({
  variantSlugs: z
    .string()
    .max(400, 'variantSlugs must be 400 characters or less')
    .regex(
      /^[a-z0-9-]+(,[a-z0-9-]+){0,3}$/,
      'variantSlugs must be one to four variant slugs, comma separated',
    ),
  city: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'city must be a city slug')
    .optional(),
  locale: localeCodeSchema.optional(),
});
export type RunningCostQuery = z.infer<typeof runningCostQuerySchema>;

export const runningCostTyreSizeSchema = z.object({
  sizeKey: z.string(),
  /** Tyres of this size on the vehicle. */
  count: z.number().int(),
  /** Average price of the tyres of this size in the catalogue; null when none is sold. */
  averagePrice: z.number().int().nullable(),
  /** How many tyres of the catalogue the average is taken over. */
  offers: z.number().int(),
});

export const runningCostVariantSchema = z.object({
  slug: z.string(),
  name: z.string(),
  modelSlug: z.string(),
  modelName: z.string(),
  brandSlug: z.string(),
  brandName: z.string(),
  /** Ex-showroom, ₹; null when not announced. */
  price: z.number().nullable(),
  fuelType: z.string(),
  mileageKmpl: z.number().nullable(),
  batteryKwh: z.number().nullable(),
  drivingRangeKm: z.number().nullable(),
  powerHp: z.number().nullable(),
  payloadKg: z.number().nullable(),
  /** The model's factory tyre fitment with catalogue prices (empty when not known). */
  tyres: z.array(runningCostTyreSizeSchema),
  /** Cost per km (per engine hour) and per tonne-km with every default: the figure the model page quotes. */
  estimate: z.object({ costPerUnit: z.number().nullable(), costPerTonneUnit: z.number().nullable() }),
});
export type RunningCostVariant = z.infer<typeof runningCostVariantSchema>;

export const runningCostPlaceSchema = z.object({
  city: z.object({ slug: z.string(), name: z.string(), state: z.string() }),
  /** Today's pump prices (₹ per litre, CNG per kg) of the city, or of its state's capital when it has none. */
  fuel: z.object({
    date: z.string(),
    city: z.string(),
    diesel: z.number(),
    petrol: z.number(),
    cng: z.number().nullable(),
    lpg: z.number().nullable(),
  }),
  /** EV-charging tariff of the state, ₹ per kWh; `state` null when the national figure is used. */
  electricity: z.object({ perKwh: z.number(), state: z.string().nullable() }),
  /** The state's road tax and insurance for the vertical (the on-road price rules). */
  rules: z.object({
    roadTaxPercent: z.number(),
    insurancePercent: z.number(),
    registrationCharges: z.number(),
  }),
});
export type RunningCostPlace = z.infer<typeof runningCostPlaceSchema>;

export const runningCostResponseSchema = runningCostPlaceSchema.extend({
  variants: z.array(runningCostVariantSchema),
});
export type RunningCostResponse = z.infer<typeof runningCostResponseSchema>;
