import { z } from 'zod';
import { localeCodeSchema } from '../verticals';
import { filterSortSchema } from './constants';
import { modelSummarySchema } from './model-summary';

const commaList = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );
const rupees = z.coerce.number().int().min(0).max(1e10);

/**
 * Query of `{trucks|buses|…}/filter-page`. Lists are comma separated (`brandSlugs=tata-motors,eicher`);
 * band keys (budget, gvw, payload), page types and fuel suffixes are checked by the route against the vertical.
 */
export const filterPageQuerySchema = z.object({
  locale: localeCodeSchema.optional(),
  pageType: z.string().max(80).optional(),
  brandSlugs: commaList.optional(),
  bodyTypes: commaList.optional(),
  budget: commaList.optional(),
  fuelTypes: commaList.optional(),
  transmissionTypes: commaList.optional(),
  wheels: commaList.optional(),
  gvw: commaList.optional(),
  payload: commaList.optional(),
  underPrice: rupees.optional(),
  overPrice: rupees.optional(),
  brandFuelSlug: z.string().max(120).optional(),
  sort: filterSortSchema.optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').optional(),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be 100 or less').optional(),
});
export type FilterPageQuery = z.infer<typeof filterPageQuerySchema>;

export const facetCountSchema = z.object({ key: z.string(), count: z.number().int() });
export const brandFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

export const filterFacetsSchema = z.object({
  brands: z.array(brandFacetSchema),
  bodyTypes: z.array(facetCountSchema),
  fuelTypes: z.array(facetCountSchema),
  transmissionTypes: z.array(facetCountSchema),
  budgets: z.array(facetCountSchema),
  wheels: z.array(facetCountSchema),
  gvw: z.array(facetCountSchema),
  payload: z.array(facetCountSchema),
});
export type FilterFacets = z.infer<typeof filterFacetsSchema>;

export const filterPageResponseSchema = z.object({
  items: z.array(modelSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: filterFacetsSchema,
});
export type FilterPageResponse = z.infer<typeof filterPageResponseSchema>;
