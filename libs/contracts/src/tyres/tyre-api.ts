import { z } from 'zod';
import { contentQuerySchema } from '../content-query';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';
import { commaList } from '../verticals/filter-codec';
import {
  TYRE_SEGMENTS,
  TYRE_CONSTRUCTIONS,
  TYRE_MODEL_STATUSES,
  TYRE_COMPARE_MAX,
  LOAD_LEVELS,
} from './tyre-constants';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a slug (a-z, 0-9 and -)');
const optionalText = z.string().min(1).max(200).optional();

export const TYRE_TREADS = ['rib', 'lug', 'mixed', 'traction'] as const;
export const TYRE_VEHICLE_TYPES = ['truck', 'bus', 'lcv', 'tractor', 'three-wheeler', 'infra'] as const;

/** Price bands of the tyre search, rupees per tyre: [min, max) with max null for "and above". */
export const TYRE_PRICE_BANDS = [
  { key: 'under-2000', min: 0, max: 2000 },
  { key: '2000-5000', min: 2000, max: 5000 },
  { key: '5000-10000', min: 5000, max: 10000 },
  { key: '10000-20000', min: 10000, max: 20000 },
  { key: '20000-30000', min: 20000, max: 30000 },
  { key: 'above-30000', min: 30000, max: null },
] as const;
export type TyrePriceBandKey = (typeof TYRE_PRICE_BANDS)[number]['key'];
const priceBandKeys = TYRE_PRICE_BANDS.map((band) => band.key) as [TyrePriceBandKey, ...TyrePriceBandKey[]];

export const tyreSizeRowSchema = z.object({
  sizeKey: z.string(),
  width: z.string(),
  aspectRatio: z.number().int(),
  rimInches: z.number(),
  construction: z.enum(TYRE_CONSTRUCTIONS),
  loadIndex: z.string().nullable(),
  speedRating: z.string().nullable(),
  plyRating: z.number().int().nullable(),
  tubeless: z.boolean(),
  price: z.number().int(),
});
export type TyreSizeRow = z.infer<typeof tyreSizeRowSchema>;

export const tyreModelSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brandSlug: z.string(),
  brandName: z.string(),
  /** The model's best-selling size. */
  size: z.string(),
  segment: z.enum(TYRE_SEGMENTS),
  /** Lowest and highest price over its sizes, rupees per tyre. */
  price: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  status: z.enum(TYRE_MODEL_STATUSES),
  type: z.enum(TYRE_TREADS),
  construction: z.enum(TYRE_CONSTRUCTIONS),
  tubeless: z.boolean(),
  vehicleTypes: z.array(z.string()),
  /** Manufacturer warranty in years. */
  warrantyYears: z.number().int().nullable(),
  popularity: z.number().int(),
  sizeCount: z.number().int(),
});
export type TyreModelSummary = z.infer<typeof tyreModelSummarySchema>;

export const TYRE_MODEL_SORT_FIELDS = ['id', 'name', 'slug', 'price', 'popularity'] as const;

/** `tyre-models`: the content query; `_limit` defaults to -1 and `status_ne` to `expired`. */
export const tyreModelListQuerySchema = contentQuerySchema.extend({
  slug: optionalText,
  brand: slug.optional(),
  segment: z.enum(TYRE_SEGMENTS).optional(),
  size: optionalText,
  status: z.enum(TYRE_MODEL_STATUSES).optional(),
  status_ne: z.enum(TYRE_MODEL_STATUSES).optional(),
});
export type TyreModelListQuery = z.infer<typeof tyreModelListQuerySchema>;

const csv = <T extends z.ZodType<string, string>>(item: T) =>
  z.string().max(400).transform(commaList).pipe(z.array(item).max(20));

export const TYRE_SEARCH_SORTS = ['popularity', 'price-asc', 'price-desc'] as const;

export const tyreSearchQuerySchema = z.object({
  brand: csv(slug).optional(),
  vehicleType: csv(
    z.enum(TYRE_VEHICLE_TYPES, 'vehicleType must be truck, bus, lcv, tractor, three-wheeler or infra'),
  ).optional(),
  size: csv(z.string().min(3).max(30)).optional(),
  construction: z.enum(TYRE_CONSTRUCTIONS, 'construction must be radial or bias').optional(),
  type: csv(z.enum(TYRE_TREADS, 'type must be rib, lug, mixed or traction')).optional(),
  tubeless: z.enum(['true', 'false'], 'tubeless must be true or false').optional(),
  price: csv(z.enum(priceBandKeys, `price must be one of ${priceBandKeys.join(', ')}`)).optional(),
  sort: z.enum(TYRE_SEARCH_SORTS, 'sort must be popularity, price-asc or price-desc').optional(),
  page: z.coerce
    .number()
    .int()
    .min(1, 'page must be 1 or more')
    .max(100, 'page must be 100 or less')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(60, 'pageSize must be 60 or less').optional(),
});
export type TyreSearchQuery = z.input<typeof tyreSearchQuerySchema>;

export const tyreFacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type TyreFacetCount = z.infer<typeof tyreFacetCountSchema>;

export const TYRE_FACETS = [
  'brand',
  'vehicleType',
  'size',
  'construction',
  'type',
  'tubeless',
  'price',
] as const;
export type TyreFacet = (typeof TYRE_FACETS)[number];

export const tyreSearchResultSchema = z.object({
  items: z.array(tyreModelSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** For each filter, how many models each value would give with the other filters kept. */
  facets: z.record(z.enum(TYRE_FACETS), z.array(tyreFacetCountSchema)),
  /** Brand slug → name, for the brand filter's labels. */
  brandNames: z.record(z.string(), z.string()),
});
export type TyreSearchResult = z.infer<typeof tyreSearchResultSchema>;

export const fittingVehicleSchema = z.object({
  vertical: vehicleVerticalSchema,
  brandSlug: z.string(),
  brandName: z.string(),
  modelSlug: z.string(),
  modelName: z.string(),
  position: z.enum(['front', 'rear', 'all']),
  sizeKey: z.string(),
});
export type FittingVehicle = z.infer<typeof fittingVehicleSchema>;

export const tyreModelDetailSchema = tyreModelSummarySchema.extend({
  sizes: z.array(tyreSizeRowSchema),
  fitsVehicles: z.array(fittingVehicleSchema),
});
export type TyreModelDetail = z.infer<typeof tyreModelDetailSchema>;

export const tyreModelParamsSchema = z.object({ brandSlug: slug, modelSlug: slug });

export const tyreCompareQuerySchema = z.object({
  models: z
    .string('Select Varient!')
    .max(400)
    .transform(commaList)
    .pipe(
      z
        .array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'models must be brand/model slugs'))
        .min(1, 'Select Varient!')
        .max(TYRE_COMPARE_MAX, 'You can select 4 varients max'),
    ),
});

export const tyreSizeOptionSchema = z.object({
  sizeKey: z.string(),
  width: z.string(),
  aspectRatio: z.number().int(),
  rimInches: z.number(),
  construction: z.enum(TYRE_CONSTRUCTIONS),
  modelCount: z.number().int(),
});
export type TyreSizeOption = z.infer<typeof tyreSizeOptionSchema>;

export const finderVehicleSchema = z.object({
  vertical: vehicleVerticalSchema,
  brandSlug: z.string(),
  brandName: z.string(),
  modelSlug: z.string(),
  modelName: z.string(),
});
export type FinderVehicle = z.infer<typeof finderVehicleSchema>;

export const FINDER_KINDS = ['tyres', 'batteries', 'lubricants'] as const;
export const finderVehiclesQuerySchema = z.object({
  kind: z.enum(FINDER_KINDS, 'kind must be tyres, batteries or lubricants').optional(),
});

export const vehicleRefQuerySchema = z.object({
  vertical: vehicleVerticalSchema,
  brand: slug,
  model: slug,
  /** The tyre finder's variant step (a variant slug of the model); other finders ignore it. */
  variant: slug.optional(),
});
export type VehicleRefQuery = z.infer<typeof vehicleRefQuerySchema>;

export const finderVariantSchema = z.object({ slug: z.string(), name: z.string() });
export type FinderVariant = z.infer<typeof finderVariantSchema>;

export const tyreFitmentResultSchema = z.object({
  vehicle: finderVehicleSchema,
  /** The model's variants, for the finder's variant step, and the one asked for (null: none yet). */
  variants: z.array(finderVariantSchema),
  variant: finderVariantSchema.nullable(),
  fitments: z.array(
    z.object({
      position: z.enum(['front', 'rear', 'all']),
      sizeKey: z.string(),
      tyreCount: z.number().int(),
      tyres: z.array(tyreModelSummarySchema),
    }),
  ),
});
export type TyreFitmentResult = z.infer<typeof tyreFitmentResultSchema>;

export const pressureQuerySchema = vehicleRefQuerySchema.extend({
  load: z.enum(LOAD_LEVELS, 'load must be empty, half or full').optional(),
});

export const pressureResultSchema = z.object({
  vehicle: finderVehicleSchema,
  load: z.enum(LOAD_LEVELS),
  axles: z.array(
    z.object({
      position: z.enum(['front', 'rear']),
      sizeKey: z.string(),
      tyreCount: z.number().int(),
      loadPerTyreKg: z.number().int(),
      psi: z.number(),
      bar: z.number(),
      capacityKg: z.number().int(),
      overloaded: z.boolean(),
      /** The reference points of the size's load-inflation table. */
      maxLoadKg: z.number().int(),
      maxPressurePsi: z.number(),
    }),
  ),
});
export type PressureResult = z.infer<typeof pressureResultSchema>;

export const batterySchema = z.object({
  slug: z.string(),
  brand: z.string(),
  name: z.string(),
  capacityAh: z.number().int(),
  orientation: z.enum(['left', 'right']),
  powerCca: z.number().int(),
  size: z.string(),
  layout: z.string(),
  voltage: z.number().int(),
  warrantyMonths: z.number().int(),
  price: z.number().int(),
});
export type Battery = z.infer<typeof batterySchema>;

export const lubricantSchema = z.object({
  slug: z.string(),
  brand: z.string(),
  name: z.string(),
  viscosity: z.string(),
  technology: z.enum(['mineral', 'semi-synthetic', 'synthetic']),
  quality: z.string(),
  category: z.enum(['engine-oil', 'gear-oil', 'transmission-hydraulic']),
  quantityLitres: z.number(),
  price: z.number().int(),
});
export type Lubricant = z.infer<typeof lubricantSchema>;

export const batteryFinderResultSchema = z.object({
  vehicle: finderVehicleSchema,
  batteries: z.array(batterySchema),
});
export type BatteryFinderResult = z.infer<typeof batteryFinderResultSchema>;
export const lubricantFinderResultSchema = z.object({
  vehicle: finderVehicleSchema,
  lubricants: z.array(lubricantSchema),
});
export type LubricantFinderResult = z.infer<typeof lubricantFinderResultSchema>;

export const tyreGuideSchema = z.object({
  slug: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  category: z.string(),
  publishedAt: z.string(),
});
export type TyreGuide = z.infer<typeof tyreGuideSchema>;

export const tyreGuideListQuerySchema = contentQuerySchema.extend({
  slug: optionalText,
  category: optionalText,
});
export type TyreGuideListQuery = z.infer<typeof tyreGuideListQuerySchema>;
export const tyreGuideParamsSchema = z.object({ slug });
export const localeQuerySchema = z.object({ _locale: localeCodeSchema.optional() });
