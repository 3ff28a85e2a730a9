import { aboveBand, rangeBand, underBand, type Band } from './bands';
import {
  ALL_TRANSMISSIONS,
  COMMON_REVIEW_ATTRIBUTES,
  DEFAULT_LOAN,
  ELECTRIC_SPEC_ROWS,
  commonFilters,
  inMenu,
  listPages,
} from './common';
import type { VerticalDefinition } from './types';

/**
 * Bus body types (docs/domain.md#bands). The seed's `bodyType` of every bus model is one of these; the search
 * page filters on them with `?bodyType=ambulance`.
 */
export const BUS_BODY_TYPES = [
  'passenger',
  'school',
  'staff',
  'city',
  'tourist',
  'sleeper',
  'van',
  'ambulance',
] as const;

/** docs/domain.md#bands: 0-5 up to 45-50 lakh in 5-lakh steps plus above 50 lakh; pages under 10…40 lakh, 1 and 2 crore. */
const TILES: readonly Band[] = [
  ...[0, 5, 10, 15, 20, 25, 30, 35, 40, 45].map((from) => rangeBand(from, from + 5)),
  aboveBand(50),
];
const BUDGET_BANDS: readonly Band[] = [
  ...TILES,
  ...[10, 20, 30, 40, 100, 200].map(underBand),
  aboveBand(200),
];

/** Seat bands of the search page, from the model's `seats` (a whole number, driver excluded). */
export const BUS_SEAT_BANDS: readonly Band[] = [
  { key: 'up-to-12', min: null, max: 13 },
  { key: '13-25', min: 13, max: 26 },
  { key: '26-40', min: 26, max: 41 },
  { key: '41-55', min: 41, max: 56 },
  { key: '56-plus', min: 56, max: null },
];

const FUELS = ['diesel', 'cng', 'electric', 'petrol'] as const;

export const BUS_DEFINITION: VerticalDefinition = {
  key: 'bus',
  plural: 'buses',
  basePath: '/buses',
  app: 'mfe-buses',
  header: { menuOrder: 3, ownSection: true },
  dealersPath: '/buses/bus-dealers',
  api: { prefix: 'buses', contentPrefix: 'bus', compareCalls: ['compare-buses', 'compare'] },
  shortForms: {
    '/popular-buses': '/buses/popular-buses',
    '/latest-buses': '/buses/latest-buses',
    '/bus-dealers': '/buses/bus-dealers',
  },
  reservedSlugs: [
    'search',
    'brands',
    'compare',
    'emi-calculator',
    'cost-of-ownership',
    'bus-dealers',
    'videos',
    'used-buses',
  ],
  budgetBands: BUDGET_BANDS,
  budgetTiles: TILES.map((band) => band.key),
  bodyTypes: BUS_BODY_TYPES,
  fuels: FUELS,
  transmissions: ALL_TRANSMISSIONS,
  filters: [
    ...commonFilters(BUS_BODY_TYPES, BUDGET_BANDS, FUELS, ALL_TRANSMISSIONS),
    {
      kind: 'band',
      key: 'seats',
      urlParam: 'seats',
      labelKey: 'search.seats',
      source: 'seats',
      bands: BUS_SEAT_BANDS,
      unit: 'seats',
    },
  ],
  listPages: listPages(
    'buses',
    inMenu([
      'under-10-lakh',
      'under-20-lakh',
      'under-30-lakh',
      'under-40-lakh',
      'under-1-crore',
      'under-2-crore',
    ]),
    inMenu(['school', 'tourist', 'city', 'sleeper']),
    ['electric', 'cng'],
  ),
  specRows: [
    { key: 'seats', unit: 'seats' },
    { key: 'seating', unit: null },
    { key: 'engineCc', unit: 'cc' },
    { key: 'powerHp', unit: 'hp' },
    { key: 'torqueNm', unit: 'nm' },
    { key: 'mileageKmpl', unit: 'kmpl' },
    { key: 'fuelTankL', unit: 'litres' },
    { key: 'gvwKg', unit: 'kg' },
    { key: 'wheelbaseMm', unit: 'mm' },
    ...ELECTRIC_SPEC_ROWS,
  ],
  cardSpecs: ['seats', 'fuelType'],
  /** docs/domain.md#reviews names extra review attributes for trucks only; this vertical's reviews rate the common ones. */
  reviewAttributes: COMMON_REVIEW_ATTRIBUTES,
  textNamespace: 'buses',
  search: { label: 'Buses', keywords: 'bus buses', weight: 0.9 },
  loan: DEFAULT_LOAN,
  /** A bus's month: about 6,000 km; stage or contract carriage permit about ₹30,000 a year. */
  runningCost: {
    usageUnit: 'km',
    monthlyUsage: 6000,
    years: 5,
    tyreLife: 80000,
    servicePerUnit: { combustion: 2, electric: 1.2 },
    depreciationPercent: 15,
    permitPerYear: 30000,
    perHpHour: { litres: 0.08, kwh: 0.15 },
    gridKwhPerBatteryKwh: 1.1,
  },
};
