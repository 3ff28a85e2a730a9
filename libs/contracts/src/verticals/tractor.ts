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

/** Tractor types; the drive (2WD/4WD) is its own spec `drive`, not a body type. */
export const TRACTOR_BODY_TYPES = ['utility', 'mini', 'orchard', 'heavy-duty'] as const;

/** SPEC §9: under 10 to 70 lakh. */
const TILES: readonly Band[] = [
  underBand(5),
  rangeBand(5, 10),
  ...[10, 20, 30, 40, 50, 60].map((from) => rangeBand(from, from + 10)),
  aboveBand(70),
];
const BUDGET_BANDS: readonly Band[] = [...TILES, ...[10, 20, 30, 40, 50, 60, 70].map(underBand)];

/** Engine power bands, from the spec key `powerHp`. */
export const TRACTOR_HP_BANDS: readonly Band[] = [
  { key: 'under-21-hp', min: null, max: 21 },
  { key: '21-30-hp', min: 21, max: 31 },
  { key: '31-40-hp', min: 31, max: 41 },
  { key: '41-50-hp', min: 41, max: 51 },
  { key: 'above-50-hp', min: 51, max: null },
];

const FUELS = ['diesel', 'electric'] as const;

export const TRACTOR_DEFINITION: VerticalDefinition = {
  key: 'tractor',
  plural: 'tractors',
  basePath: '/tractors',
  dealersPath: '/tractors/tractor-dealers',
  api: { prefix: 'tractors', contentPrefix: 'tractor', compareCalls: ['compare-tractors'] },
  shortForms: {},
  reservedSlugs: [
    'search',
    'brands',
    'compare',
    'emi-calculator',
    'tractor-dealers',
    'videos',
    'used-tractors',
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
      apiParam: 'hp',
      labelKey: 'search.hp',
      source: 'powerHp',
      bands: TRACTOR_HP_BANDS,
      unit: 'hp',
    },
  ],
  listPages: listPages(
    'tractors',
    inMenu(['under-10-lakh', 'under-20-lakh', 'under-30-lakh']),
    inMenu(['mini', 'utility']),
    ['electric'],
  ),
  specRows: [
    { key: 'powerHp', unit: 'hp' },
    { key: 'engineCc', unit: 'cc' },
    { key: 'torqueNm', unit: 'nm' },
    { key: 'fuelTankL', unit: 'litres' },
    { key: 'wheelbaseMm', unit: 'mm' },
    { key: 'drive', unit: null },
  ],
  reviewAttributes: [...COMMON_REVIEW_ATTRIBUTES, 'easeOfDriving', 'afterSaleService', 'durability'],
  textNamespace: 'tractors',
  search: { label: 'Tractors', keywords: 'tractor tractors', weight: 0.8 },
  loan: DEFAULT_LOAN,
};
