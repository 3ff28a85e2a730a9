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

export const TRUCK_BODY_TYPES = [
  'mini',
  'cargo',
  'pickup',
  'heavy',
  'dumper',
  'small',
  'trailer',
  'electric',
] as const;

/** docs/domain.md#bands: under 5 to 60 lakh; the menu's under 10/20/30/40 and above 50. */
const BUDGET_BANDS: readonly Band[] = [
  ...[5, 10, 15, 20, 25, 30, 40, 50, 60].map(underBand),
  rangeBand(5, 10),
  rangeBand(10, 20),
  rangeBand(20, 30),
  rangeBand(30, 40),
  rangeBand(40, 50),
  rangeBand(50, 60),
  aboveBand(50),
  aboveBand(60),
];

/** GVW bands buyers filter by (docs/domain.md#bands), in kg. */
export const TRUCK_GVW_BANDS: readonly Band[] = [
  { key: 'under-3.5-t', min: null, max: 3500 },
  { key: '3.5-7.5-t', min: 3500, max: 7500 },
  { key: '7.5-12-t', min: 7500, max: 12000 },
  { key: '12-16-t', min: 12000, max: 16000 },
  { key: '16-25-t', min: 16000, max: 25000 },
  { key: '25-35-t', min: 25000, max: 35000 },
  { key: '35-49-t', min: 35000, max: 49000 },
  { key: 'above-49-t', min: 49000, max: null },
];

/** Payload bands, in kg. */
export const TRUCK_PAYLOAD_BANDS: readonly Band[] = [
  { key: 'under-1-t', min: null, max: 1000 },
  { key: '1-2-t', min: 1000, max: 2000 },
  { key: '2-5-t', min: 2000, max: 5000 },
  { key: '5-10-t', min: 5000, max: 10000 },
  { key: '10-20-t', min: 10000, max: 20000 },
  { key: 'above-20-t', min: 20000, max: null },
];

const FUELS = ['petrol', 'diesel', 'electric', 'cng'] as const;

export const TRUCK_DEFINITION: VerticalDefinition = {
  key: 'truck',
  plural: 'trucks',
  basePath: '/trucks',
  app: 'mfe-trucks',
  header: { menuOrder: 2, ownSection: true },
  dealersPath: '/trucks/truck-dealers',
  api: { prefix: 'trucks', contentPrefix: 'truck', compareCalls: ['compare-trucks'] },
  shortForms: {},
  reservedSlugs: [
    'search',
    'brands',
    'compare',
    'emi-calculator',
    'cost-of-ownership',
    'trip-cost-calculator',
    'truck-dealers',
    'videos',
    'used-trucks',
  ],
  budgetBands: BUDGET_BANDS,
  budgetTiles: [
    'under-5-lakh',
    '5-10-lakh',
    '10-20-lakh',
    '20-30-lakh',
    '30-40-lakh',
    '40-50-lakh',
    '50-60-lakh',
    'above-60-lakh',
  ],
  bodyTypes: TRUCK_BODY_TYPES,
  fuels: FUELS,
  transmissions: ALL_TRANSMISSIONS,
  filters: [
    ...commonFilters(TRUCK_BODY_TYPES, BUDGET_BANDS, FUELS, ALL_TRANSMISSIONS),
    {
      kind: 'range',
      key: 'wheels',
      urlParam: 'wheels',
      labelKey: 'search.wheels',
      source: 'wheels',
      min: 4,
      max: 22,
      unit: 'wheels',
    },
    {
      kind: 'band',
      key: 'gvw',
      urlParam: 'gvw',
      labelKey: 'search.gvw',
      source: 'gvwKg',
      bands: TRUCK_GVW_BANDS,
      unit: 'kg',
    },
    {
      kind: 'band',
      key: 'payload',
      urlParam: 'payload',
      labelKey: 'search.payload',
      source: 'payloadKg',
      bands: TRUCK_PAYLOAD_BANDS,
      unit: 'kg',
    },
  ],
  listPages: listPages(
    'trucks',
    inMenu(['under-10-lakh', 'under-20-lakh', 'under-30-lakh', 'under-40-lakh', 'above-50-lakh']),
    inMenu(['mini', 'cargo', 'dumper', 'pickup', 'trailer']),
    ['electric'],
  ),
  specRows: [
    { key: 'gvwKg', unit: 'kg' },
    { key: 'payloadKg', unit: 'kg' },
    { key: 'engineCc', unit: 'cc' },
    { key: 'powerHp', unit: 'hp' },
    { key: 'torqueNm', unit: 'nm' },
    { key: 'mileageKmpl', unit: 'kmpl' },
    { key: 'fuelTankL', unit: 'litres' },
    { key: 'wheelbaseMm', unit: 'mm' },
    { key: 'axle', unit: null },
    { key: 'chassisType', unit: null },
    { key: 'wheels', unit: null },
    { key: 'seating', unit: null },
    ...ELECTRIC_SPEC_ROWS,
  ],
  cardSpecs: ['gvwKg'],
  reviewAttributes: [
    ...COMMON_REVIEW_ATTRIBUTES,
    'easeOfDriving',
    'upTime',
    'afterSaleService',
    'costEffective',
    'driverSafety',
    'cabinComfort',
    'durability',
  ],
  textNamespace: 'trucks',
  search: { label: 'Trucks', keywords: 'truck trucks lorry', weight: 1 },
  loan: DEFAULT_LOAN,
  /** A goods truck's month: about 6,000 km; national permit ₹16,500 a year; radial tyres last about 80,000 km. */
  runningCost: {
    usageUnit: 'km',
    monthlyUsage: 6000,
    years: 5,
    tyreLife: 80000,
    servicePerUnit: { combustion: 1.5, electric: 0.8 },
    depreciationPercent: 15,
    permitPerYear: 16500,
    perHpHour: { litres: 0.08, kwh: 0.15 },
    gridKwhPerBatteryKwh: 1.1,
    trip: { distanceKm: 500, loadTonnes: 9, tolls: 2500, driverAllowance: 1500, loadingCharges: 1000 },
  },
};
