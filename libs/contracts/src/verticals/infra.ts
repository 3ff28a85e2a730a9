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

/** Construction equipment types. */
export const INFRA_BODY_TYPES = [
  'excavator',
  'backhoe-loader',
  'wheel-loader',
  'crane',
  'compactor',
  'motor-grader',
  'transit-mixer',
] as const;

const TILES: readonly Band[] = [
  underBand(25),
  rangeBand(25, 50),
  rangeBand(50, 100),
  rangeBand(100, 200),
  aboveBand(200),
];
const BUDGET_BANDS: readonly Band[] = [...TILES, ...[50, 100].map(underBand)];

const FUELS = ['diesel', 'electric'] as const;

export const INFRA_DEFINITION: VerticalDefinition = {
  key: 'infra',
  plural: 'infra',
  basePath: '/infra',
  dealersPath: '/infra/dealers',
  api: { prefix: 'infra', contentPrefix: 'infra', compareCalls: ['compare-infra'] },
  shortForms: {},
  reservedSlugs: ['search', 'brands', 'compare', 'emi-calculator', 'dealers', 'videos'],
  budgetBands: BUDGET_BANDS,
  budgetTiles: TILES.map((band) => band.key),
  bodyTypes: INFRA_BODY_TYPES,
  fuels: FUELS,
  transmissions: ALL_TRANSMISSIONS,
  filters: commonFilters(INFRA_BODY_TYPES, BUDGET_BANDS, FUELS, ALL_TRANSMISSIONS),
  listPages: listPages(
    'infra',
    inMenu(['under-50-lakh', 'under-1-crore']),
    inMenu(['excavator', 'backhoe-loader', 'crane']),
    [],
  ),
  specRows: [
    { key: 'powerHp', unit: 'hp' },
    { key: 'engineCc', unit: 'cc' },
    { key: 'gvwKg', unit: 'kg' },
    { key: 'fuelTankL', unit: 'litres' },
  ],
  reviewAttributes: [...COMMON_REVIEW_ATTRIBUTES, 'afterSaleService', 'durability'],
  textNamespace: 'infra',
  search: { label: 'Infra', keywords: 'infra construction equipment', weight: 0.75 },
  loan: DEFAULT_LOAN,
};
