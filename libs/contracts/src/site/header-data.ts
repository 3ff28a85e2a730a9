import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

export const headerDataQuerySchema = z.object({ locale: localeCodeSchema.optional() });

export const headerBrandSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** /trucks/tata-motors */
  link: z.string(),
  logo: z.string(),
});
export type HeaderBrand = z.infer<typeof headerBrandSchema>;

export const headerModelSchema = z.object({
  name: z.string(),
  slug: z.string(),
  brandSlug: z.string(),
  brandName: z.string(),
  /** /trucks/tata-motors/ace-gold */
  link: z.string(),
  image: z.string(),
  /** Ex-showroom rupees; null = price coming soon. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  status: z.literal('upcoming').optional(),
});
export type HeaderModel = z.infer<typeof headerModelSchema>;

/** A popular comparison: two models and the compare page of their base variants. */
export const headerComparisonSchema = z.object({
  label: z.string(),
  /** /trucks/compare?variants=a,b */
  link: z.string(),
  models: z.tuple([headerModelSchema, headerModelSchema]),
});
export type HeaderComparison = z.infer<typeof headerComparisonSchema>;

/** Header compare data (docs/domain.md#header-and-footer): popular brands, models and comparisons of trucks, buses and three-wheelers. */
export const headerDataResponseSchema = z.object({
  data: z.object({
    truckPopularBrands: z.array(headerBrandSchema),
    truckPopularModels: z.array(headerModelSchema),
    truckPopularCompareDataFormatted: z.array(headerComparisonSchema),
    busPopularBrands: z.array(headerBrandSchema),
    busPopularModels: z.array(headerModelSchema),
    busPopularCompareDataFormatted: z.array(headerComparisonSchema),
    threeWheelerPopularBrands: z.array(headerBrandSchema),
    threeWheelerPopularModels: z.array(headerModelSchema),
    threeWheelerPopularCompareDataFormatted: z.array(headerComparisonSchema),
  }),
});
export type HeaderDataResponse = z.infer<typeof headerDataResponseSchema>;
