import { aboveBand, rangeBand, underBand, type Band } from './bands';
import { ALL_TRANSMISSIONS, COMMON_REVIEW_ATTRIBUTES, commonFilters, inMenu, listPages } from './common';
import type { VerticalDefinition } from './types';

/** Tractor types; the drive (2WD/4WD) is a dimension of its own (`extraSpecs.drive`), not a body type. */
export const TRACTOR_BODY_TYPES = ['utility', 'mini', 'orchard', 'heavy-duty'] as const;
export const TRACTOR_DRIVES = ['2wd', '4wd'] as const;

/** docs/domain.md#bands: under 10 to 70 lakh. */
const TILES: readonly Band[] = [
  underBand(5),
  rangeBand(5, 10),
  ...[10, 20, 30, 40, 50, 60].map((from) => rangeBand(from, from + 10)),
  aboveBand(70),
];
const BUDGET_BANDS: readonly Band[] = [...TILES, ...[10, 20, 30, 40, 50, 60, 70].map(underBand)];

/** docs/domain.md#bands: < 20, 21–30, 31–40, 41–50, 51–60, > 60 hp, from the spec `powerHp` (whole hp). */
export const TRACTOR_HP_BANDS: readonly Band[] = [
  { key: 'under-20-hp', min: null, max: 21 },
  { key: '21-30-hp', min: 21, max: 31 },
  { key: '31-40-hp', min: 31, max: 41 },
  { key: '41-50-hp', min: 41, max: 51 },
  { key: '51-60-hp', min: 51, max: 61 },
  { key: 'above-60-hp', min: 61, max: null },
];
/** Power at the PTO shaft, `extraSpecs.ptoHp`. */
export const TRACTOR_PTO_BANDS: readonly Band[] = [
  { key: 'under-30-hp', min: null, max: 30 },
  { key: '30-40-hp', min: 30, max: 40 },
  { key: '40-50-hp', min: 40, max: 50 },
  { key: 'above-50-hp', min: 50, max: null },
];
/** Hydraulic lifting capacity, `extraSpecs.liftKg`. */
export const TRACTOR_LIFT_BANDS: readonly Band[] = [
  { key: 'under-1000-kg', min: null, max: 1000 },
  { key: '1000-1500-kg', min: 1000, max: 1500 },
  { key: '1500-2000-kg', min: 1500, max: 2000 },
  { key: 'above-2000-kg', min: 2000, max: null },
];

const FUELS = ['diesel', 'electric'] as const;

export const TRACTOR_DEFINITION: VerticalDefinition = {
  key: 'tractor',
  plural: 'tractors',
  basePath: '/tractors',
  app: 'mfe-tractors-infra',
  header: { menuOrder: 1, ownSection: false },
  dealersPath: '/tractors/tractor-dealers',
  api: { prefix: 'tractors', contentPrefix: 'tractor', compareCalls: ['compare-tractors'] },
  shortForms: {},
  extraTools: [{ key: 'implements', path: '/tractors/implements' }],
  reservedSlugs: [
    'search',
    'brands',
    'compare',
    'emi-calculator',
    'cost-of-ownership',
    'tractor-dealers',
    'videos',
    'used-tractors',
    'implements',
    'web-stories',
  ],
  budgetBands: BUDGET_BANDS,
  budgetTiles: TILES.map((band) => band.key),
  bodyTypes: TRACTOR_BODY_TYPES,
  fuels: FUELS,
  transmissions: ALL_TRANSMISSIONS,
  filters: [
    ...commonFilters(TRACTOR_BODY_TYPES, BUDGET_BANDS, FUELS, ALL_TRANSMISSIONS),
    {
      kind: 'band',
      key: 'hp',
      urlParam: 'hp',
      labelKey: 'search.hp',
      source: 'powerHp',
      bands: TRACTOR_HP_BANDS,
      unit: 'hp',
    },
    {
      kind: 'multi',
      key: 'drives',
      urlParam: 'drive',
      labelKey: 'search.drive',
      source: 'drive',
      options: TRACTOR_DRIVES,
    },
    {
      kind: 'band',
      key: 'ptoHp',
      urlParam: 'ptoHp',
      labelKey: 'search.ptoHp',
      source: 'ptoHp',
      bands: TRACTOR_PTO_BANDS,
      unit: 'hp',
    },
    {
      kind: 'band',
      key: 'liftKg',
      urlParam: 'lift',
      labelKey: 'search.liftKg',
      source: 'liftKg',
      bands: TRACTOR_LIFT_BANDS,
      unit: 'kg',
    },
    {
      kind: 'range',
      key: 'cylinders',
      urlParam: 'cylinders',
      labelKey: 'search.cylinders',
      source: 'cylinders',
      min: 1,
      max: 6,
      unit: 'cylinders',
    },
    {
      kind: 'range',
      key: 'gears',
      urlParam: 'gears',
      labelKey: 'search.gears',
      source: 'forwardGears',
      min: 4,
      max: 24,
      unit: 'gears',
    },
  ],
  listPages: listPages(
    'tractors',
    inMenu(
      ['under-5-lakh', 'under-10-lakh', 'under-20-lakh', 'under-30-lakh'],
      ['under-5-lakh', 'under-10-lakh'],
    ),
    inMenu(['mini', 'utility', 'orchard', 'heavy-duty'], ['mini', 'utility']),
    ['electric'],
  ),
  specRows: [
    { key: 'powerHp', unit: 'hp' },
    { key: 'ptoHp', unit: 'hp' },
    { key: 'engineCc', unit: 'cc' },
    { key: 'cylinders', unit: 'cylinders' },
    { key: 'gearbox', unit: null },
    { key: 'liftKg', unit: 'kg' },
    { key: 'drive', unit: null },
    { key: 'torqueNm', unit: 'nm' },
    { key: 'fuelTankL', unit: 'litres' },
    { key: 'wheelbaseMm', unit: 'mm' },
    { key: 'warranty', unit: null },
  ],
  cardSpecs: ['powerHp', 'drive'],
  /** docs/domain.md#reviews names extra review attributes for trucks only; this vertical's reviews rate the common ones. */
  reviewAttributes: COMMON_REVIEW_ATTRIBUTES,
  textNamespace: 'tractors',
  search: { label: 'Tractors', keywords: 'tractor tractors', weight: 0.8 },
  /** Farm loans (NABARD-refinanced): about 11 %, five years, 20 % margin; instalments often half-yearly. */
  loan: { annualRatePercent: 11, months: 60, downPaymentPercent: 20 },
  /**
   * A farm tractor works about 80 engine hours a month (some 1,000 a year) and is counted in hours: about 0.08 l of
   * diesel per hp per hour at average load; farm tractors need no permit.
   */
  runningCost: {
    usageUnit: 'hour',
    monthlyUsage: 80,
    years: 5,
    tyreLife: 3000,
    servicePerUnit: { combustion: 40, electric: 20 },
    depreciationPercent: 12,
    permitPerYear: 0,
    perHpHour: { litres: 0.08, kwh: 0.15 },
    gridKwhPerBatteryKwh: 1.1,
  },
};
