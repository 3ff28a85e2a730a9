import { aboveBand, rangeBand, underBand, type Band } from './bands';
import {
  ALL_TRANSMISSIONS,
  COMMON_REVIEW_ATTRIBUTES,
  DEFAULT_LOAN,
  commonFilters,
  inMenu,
  listPages,
} from './common';
import type { VerticalDefinition } from './types';

/** Construction equipment types: the type dimension and the type pages (`/infra/backhoe-loader-infra`). */
export const INFRA_BODY_TYPES = [
  'backhoe-loader',
  'excavator',
  'wheel-loader',
  'pick-and-carry-crane',
  'crawler-crane',
  'compactor',
  'motor-grader',
  'skid-steer-loader',
  'transit-mixer',
  'concrete-pump',
  'forklift',
] as const;

const LOADERS = ['backhoe-loader', 'excavator', 'wheel-loader', 'skid-steer-loader'];
const DIGGERS = ['backhoe-loader', 'excavator'];
const LIFTERS = ['pick-and-carry-crane', 'crawler-crane', 'forklift'];

const TILES: readonly Band[] = [
  underBand(25),
  rangeBand(25, 50),
  rangeBand(50, 100),
  rangeBand(100, 200),
  aboveBand(200),
];
const BUDGET_BANDS: readonly Band[] = [...TILES, ...[50, 100].map(underBand)];

/** Operating weight, `extraSpecs.operatingWeightKg`. */
export const INFRA_WEIGHT_BANDS: readonly Band[] = [
  { key: 'under-5-t', min: null, max: 5_000 },
  { key: '5-10-t', min: 5_000, max: 10_000 },
  { key: '10-20-t', min: 10_000, max: 20_000 },
  { key: '20-30-t', min: 20_000, max: 30_000 },
  { key: 'above-30-t', min: 30_000, max: null },
];
export const INFRA_POWER_BANDS: readonly Band[] = [
  { key: 'under-50-hp', min: null, max: 50 },
  { key: '50-100-hp', min: 50, max: 100 },
  { key: '100-200-hp', min: 100, max: 200 },
  { key: 'above-200-hp', min: 200, max: null },
];
/** Bucket capacity in cubic metres (`extraSpecs.bucketCapacityM3`, may be fractional). */
export const INFRA_BUCKET_BANDS: readonly Band[] = [
  { key: 'under-0.5-m3', min: null, max: 0.5 },
  { key: '0.5-1-m3', min: 0.5, max: 1 },
  { key: '1-2-m3', min: 1, max: 2 },
  { key: 'above-2-m3', min: 2, max: null },
];
/** Maximum digging depth, `extraSpecs.maxDigDepthMm`. */
export const INFRA_DIG_DEPTH_BANDS: readonly Band[] = [
  { key: 'under-4-m', min: null, max: 4_000 },
  { key: '4-6-m', min: 4_000, max: 6_000 },
  { key: 'above-6-m', min: 6_000, max: null },
];
/** Maximum lifting capacity of cranes and forklifts, `extraSpecs.liftCapacityKg`. */
export const INFRA_LIFT_BANDS: readonly Band[] = [
  { key: 'under-5-t', min: null, max: 5_000 },
  { key: '5-15-t', min: 5_000, max: 15_000 },
  { key: 'above-15-t', min: 15_000, max: null },
];

const FUELS = ['diesel', 'electric'] as const;

export const INFRA_DEFINITION: VerticalDefinition = {
  key: 'infra',
  plural: 'infra',
  basePath: '/infra',
  app: 'mfe-tractors-infra',
  header: { menuOrder: 5, ownSection: false },
  dealersPath: '/infra/dealers',
  api: { prefix: 'infra', contentPrefix: 'infra', compareCalls: ['compare-infra'] },
  shortForms: {},
  reservedSlugs: ['search', 'brands', 'compare', 'emi-calculator', 'dealers', 'videos'],
  budgetBands: BUDGET_BANDS,
  budgetTiles: TILES.map((band) => band.key),
  bodyTypes: INFRA_BODY_TYPES,
  fuels: FUELS,
  transmissions: ALL_TRANSMISSIONS,
  filters: [
    ...commonFilters(INFRA_BODY_TYPES, BUDGET_BANDS, FUELS, ALL_TRANSMISSIONS),
    {
      kind: 'band',
      key: 'operatingWeight',
      urlParam: 'weight',
      labelKey: 'search.operatingWeight',
      source: 'operatingWeightKg',
      bands: INFRA_WEIGHT_BANDS,
      unit: 'kg',
    },
    {
      kind: 'band',
      key: 'power',
      urlParam: 'power',
      labelKey: 'search.power',
      source: 'powerHp',
      bands: INFRA_POWER_BANDS,
      unit: 'hp',
    },
    {
      kind: 'band',
      key: 'bucket',
      urlParam: 'bucket',
      labelKey: 'search.bucket',
      source: 'bucketCapacityM3',
      bands: INFRA_BUCKET_BANDS,
      unit: 'm3',
    },
    {
      kind: 'band',
      key: 'digDepth',
      urlParam: 'digDepth',
      labelKey: 'search.digDepth',
      source: 'maxDigDepthMm',
      bands: INFRA_DIG_DEPTH_BANDS,
      unit: 'mm',
    },
    {
      kind: 'band',
      key: 'liftCapacity',
      urlParam: 'lift',
      labelKey: 'search.liftCapacity',
      source: 'liftCapacityKg',
      bands: INFRA_LIFT_BANDS,
      unit: 'kg',
    },
  ],
  // Type pages read as equipment buyers search: /infra/backhoe-loaders, not /infra/backhoe-loader-infra.
  listPages: listPages(
    'infra',
    inMenu(['under-50-lakh', 'under-1-crore']),
    inMenu([...INFRA_BODY_TYPES], ['backhoe-loader', 'excavator', 'pick-and-carry-crane', 'transit-mixer']),
    [],
  ).map((page) => (page.kind === 'type' ? { ...page, slug: `${page.key}s` } : page)),
  specRows: [
    { key: 'operatingWeightKg', unit: 'kg' },
    { key: 'powerHp', unit: 'hp' },
    { key: 'engineCc', unit: 'cc' },
    { key: 'bucketCapacityM3', unit: 'm3', bodyTypes: LOADERS },
    { key: 'maxDigDepthMm', unit: 'mm', bodyTypes: DIGGERS },
    { key: 'liftCapacityKg', unit: 'kg', bodyTypes: LIFTERS },
    { key: 'drumCapacityM3', unit: 'm3', bodyTypes: ['transit-mixer'] },
    { key: 'outputM3h', unit: null, bodyTypes: ['concrete-pump'] },
    { key: 'fuelTankL', unit: 'litres' },
    { key: 'warranty', unit: null },
  ],
  cardSpecs: ['operatingWeightKg', 'powerHp'],
  /** docs/domain.md#reviews names extra review attributes for trucks only; this vertical's reviews rate the common ones. */
  reviewAttributes: COMMON_REVIEW_ATTRIBUTES,
  textNamespace: 'infra',
  search: { label: 'Infra', keywords: 'infra construction equipment jcb excavator', weight: 0.75 },
  loan: DEFAULT_LOAN,
};
