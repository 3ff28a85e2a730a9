import { aboveBand, rangeBand, underBand, type Band } from './bands';
import {
  COMMON_REVIEW_ATTRIBUTES,
  DEFAULT_LOAN,
  ELECTRIC_SPEC_ROWS,
  commonFilters,
  inMenu,
  listPages,
} from './common';
import type { VerticalDefinition } from './types';

/** Three-wheeler types (docs/domain.md#bands); the seed's `bodyType` of every model is one of these. */
export const THREE_WHEELER_BODY_TYPES = ['cargo', 'passenger', 'e-rickshaw'] as const;

/** docs/domain.md#bands: 0-1, 1-1.5, 1.5-2, 2-3 and above 3 lakh; pages under 1…4 lakh and above 4 lakh. */
const TILES: readonly Band[] = [
  rangeBand(0, 1),
  rangeBand(1, 1.5),
  rangeBand(1.5, 2),
  rangeBand(2, 3),
  aboveBand(3),
];
const BUDGET_BANDS: readonly Band[] = [...TILES, ...[1, 2, 3, 4].map(underBand), aboveBand(4)];

/** Driving-range bands of electric models, from the spec key `drivingRangeKm`. */
export const THREE_WHEELER_RANGE_BANDS: readonly Band[] = [
  { key: 'under-80-km', min: null, max: 80 },
  { key: '80-120-km', min: 80, max: 120 },
  { key: '120-160-km', min: 120, max: 160 },
  { key: 'above-160-km', min: 160, max: null },
];

const FUELS = ['diesel', 'petrol', 'cng', 'lpg', 'electric'] as const;
const TRANSMISSIONS = ['manual', 'automatic'] as const;

export const THREE_WHEELER_DEFINITION: VerticalDefinition = {
  key: 'three-wheeler',
  plural: 'three-wheelers',
  basePath: '/three-wheelers',
  app: 'mfe-three-wheelers',
  header: { menuOrder: 4, ownSection: true },
  dealersPath: '/three-wheelers/three-wheelers-dealers',
  api: { prefix: 'three-wheelers', contentPrefix: 'threewheeler', compareCalls: ['compare', 'compare-data'] },
  shortForms: {
    '/popular-three-wheelers': '/three-wheelers/popular-three-wheelers',
    '/latest-three-wheelers': '/three-wheelers/latest-three-wheelers',
    '/upcoming-three-wheelers': '/three-wheelers/upcoming-three-wheelers',
  },
  reservedSlugs: [
    'search',
    'brands',
    'compare',
    'emi-calculator',
    'cost-of-ownership',
    'three-wheelers-dealers',
    'videos',
    'used-three-wheelers',
  ],
  budgetBands: BUDGET_BANDS,
  budgetTiles: TILES.map((band) => band.key),
  bodyTypes: THREE_WHEELER_BODY_TYPES,
  fuels: FUELS,
  transmissions: TRANSMISSIONS,
  filters: [
    ...commonFilters(THREE_WHEELER_BODY_TYPES, BUDGET_BANDS, FUELS, TRANSMISSIONS),
    {
      kind: 'band',
      key: 'range',
      urlParam: 'range',
      labelKey: 'search.range',
      source: 'drivingRangeKm',
      bands: THREE_WHEELER_RANGE_BANDS,
      unit: 'km',
    },
  ],
  listPages: listPages(
    'three-wheelers',
    inMenu(['under-1-lakh', 'under-2-lakh', 'under-3-lakh', 'under-4-lakh', 'above-4-lakh']),
    inMenu(['cargo', 'passenger', 'e-rickshaw']),
    ['diesel', 'petrol', 'cng', 'lpg', 'electric'],
  ),
  specRows: [
    { key: 'payloadKg', unit: 'kg' },
    { key: 'seats', unit: 'seats' },
    { key: 'seating', unit: null },
    { key: 'engineCc', unit: 'cc' },
    { key: 'powerHp', unit: 'hp' },
    { key: 'torqueNm', unit: 'nm' },
    { key: 'mileageKmpl', unit: 'kmpl' },
    { key: 'fuelTankL', unit: 'litres' },
    { key: 'gvwKg', unit: 'kg' },
    ...ELECTRIC_SPEC_ROWS,
  ],
  cardSpecs: ['payloadKg', 'seats'],
  /** docs/domain.md#reviews names extra review attributes for trucks only; this vertical's reviews rate the common ones. */
  reviewAttributes: COMMON_REVIEW_ATTRIBUTES,
  textNamespace: 'threeWheelers',
  search: { label: 'Three-Wheelers', keywords: 'three wheeler wheelers 3w auto rickshaw', weight: 0.85 },
  loan: DEFAULT_LOAN,
  /** An auto's month: about 2,500 km; a city permit about ₹1,000 a year; small tyres last about 40,000 km. */
  runningCost: {
    usageUnit: 'km',
    monthlyUsage: 2500,
    years: 5,
    tyreLife: 40000,
    servicePerUnit: { combustion: 0.5, electric: 0.3 },
    depreciationPercent: 20,
    permitPerYear: 1000,
    perHpHour: { litres: 0.08, kwh: 0.15 },
    gridKwhPerBatteryKwh: 1.1,
  },
};
