import { z } from 'zod';
import { vehicleVerticalSchema } from '../vertical-schemas';

/**
 * GET used-market/model-summary?vertical=&brand=&model= — what a catalogue model page says about used ones:
 * "3 used Mahindra 575 DI from ₹4.2 lakh" (docs/domain.md#used-marketplace). Counts active, live, unexpired ads
 * of that catalogue model. 200 UsedModelSummary (count 0 and fromPrice null when there are none); 400 names the field.
 */
export const usedModelSummaryQuerySchema = z.object({
  vertical: vehicleVerticalSchema,
  brand: z
    .string()
    .trim()
    .min(1, 'brand is required')
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'brand must be a catalogue slug'),
  model: z
    .string()
    .trim()
    .min(1, 'model is required')
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'model must be a catalogue slug'),
});
export type UsedModelSummaryQuery = z.input<typeof usedModelSummaryQuerySchema>;

export const usedModelSummarySchema = z.object({
  count: z.number().int(),
  /** The lowest asking price, rupees. */
  fromPrice: z.number().int().nullable(),
  /** The list of those ads: /used-tractors/brand/mahindra?model=575-di. */
  listPath: z.string(),
});
export type UsedModelSummary = z.infer<typeof usedModelSummarySchema>;
