import { z } from 'zod';
import { modelSummarySchema } from './model-summary';

export const facetCountSchema = z.object({ key: z.string(), count: z.number().int() });
export const brandFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

export type FacetCount = z.infer<typeof facetCountSchema>;
export type BrandFacet = z.infer<typeof brandFacetSchema>;

export const filterFacetsSchema = z.object({
  brands: z.array(brandFacetSchema),
  /** Counts per value of every dimension but brands, keyed by the dimension's key (`bodyTypes`, `budget`, `hp`…). */
  dimensions: z.record(z.string(), z.array(facetCountSchema)),
});
export type FilterFacets = z.infer<typeof filterFacetsSchema>;

export const filterPageResponseSchema = z.object({
  items: z.array(modelSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: filterFacetsSchema,
  /**
   * The India day the newest price of the listed models was set or changed (their price history), e.g.
   * `2026-03-01`: the list's "prices updated on". Null when none of them has a price.
   */
  priceUpdatedOn: z.string().nullable(),
});
export type FilterPageResponse = z.infer<typeof filterPageResponseSchema>;
