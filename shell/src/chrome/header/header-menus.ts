import {
  ALL_VERTICAL_DEFINITIONS,
  USED_VALUATION_PATH,
  VERTICAL_DEFINITIONS,
  usedListPath,
} from '@cvb/contracts';
import { parseLocalePath } from '@cvb/i18n';
import type { MenuItem, MenuLink } from './menu-types';
import { usedMenuKey, verticalMenu } from './vertical-menu';

export type { MenuItem, MenuLink, PopularBrandsOf } from './menu-types';

export type HeaderSection = 'general' | 'trucks' | 'buses' | 'three-wheelers' | 'tyres';

const link = (key: string, to: string): MenuLink => ({ key, to });

const NEWS_AND_REVIEWS: MenuItem = {
  key: 'newsReviews',
  to: '/news',
  children: [
    link('news', '/news'),
    link('articles', '/articles'),
    link('expertReviews', '/expert-reviews'),
    link('videos', '/videos'),
    link('webStories', '/web-stories'),
  ],
};

/** The used marketplace: each vertical's list, the valuation and the sell form (docs/domain.md#used-marketplace). */
const USED_VEHICLES: MenuItem = {
  key: 'usedVehicles',
  children: [
    ...ALL_VERTICAL_DEFINITIONS.map((definition) =>
      link(usedMenuKey(definition), usedListPath(definition.key)),
    ),
    link('usedValuation', USED_VALUATION_PATH),
    link('sellUsedVehicle', '/sell-used-vehicle'),
  ],
};

const GENERAL_MENU: readonly MenuItem[] = [
  { key: 'tractors', to: '/tractors' },
  { key: 'trucks', to: '/trucks' },
  { key: 'buses', to: '/buses' },
  { key: 'threeWheelers', to: '/three-wheelers' },
  { key: 'infra', to: '/infra' },
  { key: 'tyres', to: '/tyres' },
  { key: 'emandi', to: '/emandi' },
  { key: 'fuelPrices', to: '/fuel-prices' },
  USED_VEHICLES,
  NEWS_AND_REVIEWS,
];

const TRUCKS_MENU = verticalMenu(VERTICAL_DEFINITIONS.truck, 'truck');
const BUSES_MENU = verticalMenu(VERTICAL_DEFINITIONS.bus, 'bus');
const THREE_WHEELERS_MENU = verticalMenu(VERTICAL_DEFINITIONS['three-wheeler'], 'threeWheeler');

const TYRES_MENU: readonly MenuItem[] = [
  { key: 'searchTyres', to: '/tyres/search' },
  { key: 'tyreBrands', to: '/tyres/brands' },
  {
    key: 'tyresByVehicle',
    children: [
      link('truckTyres', '/truck-tyres'),
      link('tractorTyres', '/tractor-tyres'),
      link('threeWheelerTyres', '/three-wheeler-tyres'),
    ],
  },
  { key: 'compareTyres', to: '/tyres/compare' },
  { key: 'tyreGuides', to: '/tyre-guides' },
];

export const SECTION_MENUS: Record<HeaderSection, readonly MenuItem[]> = {
  general: GENERAL_MENU,
  trucks: TRUCKS_MENU,
  buses: BUSES_MENU,
  'three-wheelers': THREE_WHEELERS_MENU,
  tyres: TYRES_MENU,
};

/** Where each section's logo leads. */
export const SECTION_HOME: Record<HeaderSection, string> = {
  general: '/',
  trucks: '/trucks',
  buses: '/buses',
  'three-wheelers': '/three-wheelers',
  tyres: '/tyres',
};

/**
 * Tyre is tested first: /truck-tyres and /three-wheeler-tyres are tyre pages. Words are matched whole,
 * so "business" is not a bus page.
 */
const SECTION_PATTERNS: ReadonlyArray<[HeaderSection, RegExp]> = [
  ['tyres', /\btyres?\b/],
  ['three-wheelers', /\bthree-wheelers?\b/],
  ['trucks', /\btrucks?\b/],
  ['buses', /\bbus(es)?\b/],
];

/** The header section of a path, with or without a locale prefix (docs/domain.md#header-and-footer). */
export function sectionOfPath(pathname: string): HeaderSection {
  const path = parseLocalePath(pathname.split(/[?#]/)[0] ?? '/').path.toLowerCase();
  return SECTION_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'general';
}

export function menuForPath(pathname: string): readonly MenuItem[] {
  return SECTION_MENUS[sectionOfPath(pathname)];
}

/** Fuel-price pages exist only in English (docs/domain.md#pages), so their links never take a locale prefix. */
export function isEnglishOnlyPath(to: string): boolean {
  return to === '/fuel-prices' || to.startsWith('/fuel-prices/') || to.startsWith('/fuel-prices?');
}
