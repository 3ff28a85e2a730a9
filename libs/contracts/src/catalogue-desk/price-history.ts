import { z } from 'zod';

/**
 * GET {vertical prefix}/price-history/:brandSlug/:modelSlug (public, e.g. `trucks/price-history/tata-motors/ace-gold`)
 * — every ex-showroom price each variant had, oldest first; `changed` when any variant's price moved, so the model
 * page shows "price history" only then. `updatedOn` is the latest change's date (the list's "price updated on").
 */
export const priceHistorySchema = z.object({
  changed: z.boolean(),
  updatedOn: z.string().nullable(),
  variants: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      prices: z.array(z.object({ price: z.number(), from: z.string() })),
    }),
  ),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
