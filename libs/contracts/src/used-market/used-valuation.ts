import { z } from 'zod';
import { adOwnerSchema } from '../ads/ad-options';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';

const slug = (field: string) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(120, `${field} must be at most 120 characters`)
    .regex(/^[a-z0-9-]+$/, `${field} must be a catalogue slug`);

/**
 * GET used-market/valuation — what a used vehicle is worth (docs/domain.md#used-marketplace).
 * Query: vertical, brand, model (catalogue slugs), variant (optional slug: without it the model's lowest new
 * price), year, kms, owner (1st, 2nd, 3rd+), state (a state slug: the comparison prefers ads of that state).
 * Answer 200 UsedValuation. 400 names the field (e.g. "year cannot be in the future"); 404 "No such model"
 * when brand/model/variant are not in the vertical's catalogue; 422 when the model has no new price to start from.
 */
export const usedValuationQuerySchema = z.object({
  vertical: vehicleVerticalSchema,
  brand: slug('brand'),
  model: slug('model'),
  variant: slug('variant').optional(),
  year: z.coerce
    .number('year must be a year')
    .int('year must be a year')
    .min(1980, 'year must be 1980 or later')
    .max(2100, 'year cannot be in the future'),
  kms: z.coerce
    .number('kms must be a number')
    .int('kms must be a whole number')
    .min(0, 'kms cannot be negative')
    .max(5_000_000, 'kms is too large'),
  owner: adOwnerSchema,
  state: slug('state').optional(),
  _locale: localeCodeSchema.default('en'),
});
export type UsedValuationQuery = z.input<typeof usedValuationQuerySchema>;

/** One step of the estimate, as a multiplier of the price before it (0.92 = 8 % off). */
export const usedValuationAdjustmentSchema = z.object({
  kind: z.enum(['kms', 'owner']),
  factor: z.number(),
  /** kms: the km a vehicle of this age is expected to have done (the curve's assumption). */
  expectedKms: z.number().int().nullable(),
});
export type UsedValuationAdjustment = z.infer<typeof usedValuationAdjustmentSchema>;

/**
 * The estimate and how it was made: new price × curve(age) × kms factor × owner factor = formula price; when at
 * least USED_VALUATION_MIN_COMPARABLES similar active ads exist (same model, year ±2), the middle is moved a
 * third of the way to their median price. The range is the middle ± the vertical's spread (rounded to ₹1,000).
 */
export const usedValuationSchema = z.object({
  vertical: vehicleVerticalSchema,
  low: z.number().int(),
  mid: z.number().int(),
  high: z.number().int(),
  newPrice: z.object({
    /** Today's ex-showroom price of the variant (or the model's lowest), rupees. */
    amount: z.number().int(),
    brandName: z.string(),
    modelName: z.string(),
    /** null when no variant was given and the model's lowest price was used. */
    variantName: z.string().nullable(),
  }),
  ageYears: z.number().int(),
  /** The share of the new price the vertical's curve keeps at this age (0..1). */
  curveRetained: z.number(),
  adjustments: z.array(usedValuationAdjustmentSchema),
  /** new price × curve × adjustments, before any comparison, rupees. */
  formulaPrice: z.number().int(),
  comparison: z.object({
    /** How many similar active ads were found. */
    count: z.number().int(),
    /** Their median asking price; null when there were none. */
    medianPrice: z.number().int().nullable(),
    /** Whether they moved the estimate (count ≥ minimum). */
    used: z.boolean(),
    minimum: z.number().int(),
  }),
});
export type UsedValuation = z.infer<typeof usedValuationSchema>;

/** An ad's price against its estimate: "priced 8 % below the estimate" (within ±3 % counts as in line). */
export const usedPriceVsEstimateSchema = z.object({
  direction: z.enum(['below', 'above', 'in-line']),
  /** Whole percent away from the estimate's middle (0 when in line). */
  percent: z.number().int(),
});
export type UsedPriceVsEstimate = z.infer<typeof usedPriceVsEstimateSchema>;
