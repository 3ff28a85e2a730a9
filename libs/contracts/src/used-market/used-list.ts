import { z } from 'zod';
import { adOwnerSchema } from '../ads/ad-options';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';
import { USED_KMS_BANDS, USED_PRICE_BANDS, USED_PUBLIC_STATUSES, USED_SORTS } from './used-constants';

const slug = (field: string) =>
  z
    .string()
    .trim()
    .max(120, `${field} must be at most 120 characters`)
    .regex(/^[a-z0-9-]+$/, `${field} must be lower-case letters, digits and hyphens`);

const rupees = (field: string) =>
  z.coerce
    .number(`${field} must be a number`)
    .int(`${field} must be a whole number of rupees`)
    .min(0, `${field} cannot be negative`)
    .max(100_000_000_000, `${field} is too large`);

const year = (field: string) =>
  z.coerce.number(`${field} must be a year`).int(`${field} must be a year`).min(1980).max(2100);

export const usedPriceBandSchema = z.enum(USED_PRICE_BANDS.map((band) => band.key) as [string, ...string[]]);
export const usedKmsBandSchema = z.enum(USED_KMS_BANDS.map((band) => band.key) as [string, ...string[]]);
export const usedSortSchema = z.enum(USED_SORTS);
export const usedPublicStatusSchema = z.enum(USED_PUBLIC_STATUSES);

export const usedVerticalParamsSchema = z.object({ vertical: vehicleVerticalSchema });

/**
 * GET used-market/:vertical/ads — the public list of one vertical (docs/domain.md#used-marketplace).
 * Only active, live (not held), unexpired ads. Every filter is optional and they combine with AND.
 * - brand, model: catalogue slugs (model needs brand); state: a state slug (indianStateBySlug); city: a city
 *   slug as the facets give it; fuel: a fuel key (diesel, cng, electric, petrol).
 * - priceBand or minPrice/maxPrice (rupees, max inclusive); yearMin/yearMax; kms band; owner.
 * - sort: newest (default), price-asc, price-desc, year-desc; page from 1, pageSize up to 48.
 * - _locale: the language of the facet labels and of state names (en by default).
 * Answer 200 UsedAdList. 400 names the field; 404 when state is no Indian state or brand is no catalogue
 * brand of the vertical (the state and brand pages then answer 404 too).
 */
export const usedListQuerySchema = z.object({
  brand: slug('brand').optional(),
  model: slug('model').optional(),
  state: slug('state').optional(),
  city: slug('city').optional(),
  fuel: slug('fuel').optional(),
  priceBand: usedPriceBandSchema.optional(),
  minPrice: rupees('minPrice').optional(),
  maxPrice: rupees('maxPrice').optional(),
  yearMin: year('yearMin').optional(),
  yearMax: year('yearMax').optional(),
  kms: usedKmsBandSchema.optional(),
  owner: adOwnerSchema.optional(),
  sort: usedSortSchema.default('newest'),
  page: z.coerce
    .number('page must be a number')
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(1000, 'page must be 1000 or less')
    .default(1),
  pageSize: z.coerce
    .number('pageSize must be a number')
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(48, 'pageSize must be 48 or less')
    .default(12),
  _locale: localeCodeSchema.default('en'),
});
export type UsedListQuery = z.input<typeof usedListQuerySchema>;
export type UsedListFilters = z.output<typeof usedListQuerySchema>;

/** One photo of an ad (served by the API at url; width and height in pixels). */
export const usedAdPhotoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UsedAdPhoto = z.infer<typeof usedAdPhotoSchema>;

/** An ad in a list: never the seller's name, number or email. path is its one canonical page (usedAdPath). */
export const usedAdCardSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  vertical: vehicleVerticalSchema,
  brand: z.string(),
  /** Catalogue slugs; null when the seller typed a brand or model the catalogue does not have. */
  brandSlug: z.string().nullable(),
  model: z.string(),
  modelSlug: z.string().nullable(),
  variant: z.string(),
  year: z.number().int(),
  kmsDriven: z.number().int(),
  owner: adOwnerSchema,
  fuel: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** null when the seller's state is not one of INDIAN_STATES (an old free-text ad). */
  stateSlug: z.string().nullable(),
  /** Asking price, rupees. */
  price: z.number().int(),
  status: usedPublicStatusSchema,
  createdAt: z.string(),
  photo: usedAdPhotoSchema.nullable(),
  photoCount: z.number().int(),
});
export type UsedAdCard = z.infer<typeof usedAdCardSchema>;

/** One value of a filter with how many ads it would show with the OTHER filters kept (its own filter left out). */
export const usedFacetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type UsedFacetValue = z.infer<typeof usedFacetValueSchema>;

export const USED_FACETS = [
  'brand',
  'model',
  'state',
  'city',
  'priceBand',
  'year',
  'kms',
  'owner',
  'fuel',
] as const;
export type UsedFacet = (typeof USED_FACETS)[number];

/** The list's answer; state and brand say what a state or brand page is about (names in _locale). */
export const usedAdListSchema = z.object({
  vertical: vehicleVerticalSchema,
  ads: z.array(usedAdCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Values with a count of 0 are left out, except the value currently chosen. */
  facets: z.record(z.enum(USED_FACETS), z.array(usedFacetValueSchema)),
  state: z.object({ slug: z.string(), name: z.string() }).nullable(),
  brand: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type UsedAdList = z.infer<typeof usedAdListSchema>;
