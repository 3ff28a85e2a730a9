import { parseLocalePath } from '@cvb/i18n';

/** A link of a menu; `key` names its text under shell:header.menu unless it carries its own `label` (a brand name). */
export interface MenuLink {
  key: string;
  to: string;
  label?: string;
}

/** Popular brands of the header data that a dropdown lists after its own links. */
export type PopularBrandsOf = 'truck' | 'bus' | 'threeWheeler';

/** A top-level entry: a link, a dropdown under a link, or a dropdown with only a button (no page of its own). */
export interface MenuItem {
  key: string;
  to?: string;
  children?: readonly MenuLink[];
  popularBrandsOf?: PopularBrandsOf;
}

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

const GENERAL_MENU: readonly MenuItem[] = [
  { key: 'tractors', to: '/tractors' },
  { key: 'trucks', to: '/trucks' },
  { key: 'buses', to: '/buses' },
  { key: 'threeWheelers', to: '/three-wheelers' },
  { key: 'infra', to: '/infra' },
  { key: 'tyres', to: '/tyres' },
  { key: 'emandi', to: '/emandi' },
  { key: 'fuelPrices', to: '/fuel-prices' },
  NEWS_AND_REVIEWS,
];

const TRUCKS_MENU: readonly MenuItem[] = [
  {
    key: 'newTrucks',
    to: '/trucks',
    children: [
      link('searchTrucks', '/trucks/search'),
      link('truckBrands', '/trucks/brands'),
      link('electricTrucks', '/trucks/electric-trucks'),
      link('latestTrucks', '/trucks/latest-trucks'),
    ],
  },
  {
    key: 'popularTrucks',
    to: '/trucks/popular-trucks',
    children: [link('allPopularTrucks', '/trucks/popular-trucks')],
    popularBrandsOf: 'truck',
  },
  {
    key: 'byBudget',
    children: [
      link('under10Lakh', '/trucks/trucks-under-10-lakh'),
      link('under20Lakh', '/trucks/trucks-under-20-lakh'),
      link('under30Lakh', '/trucks/trucks-under-30-lakh'),
      link('under40Lakh', '/trucks/trucks-under-40-lakh'),
      link('above50Lakh', '/trucks/trucks-above-50-lakh'),
    ],
  },
  {
    key: 'byType',
    children: [
      link('miniTrucks', '/trucks/mini-trucks'),
      link('cargoTrucks', '/trucks/cargo-trucks'),
      link('dumperTrucks', '/trucks/dumper-trucks'),
      link('pickupTrucks', '/trucks/pickup-trucks'),
      link('trailerTrucks', '/trucks/trailer-trucks'),
    ],
  },
  { key: 'compare', to: '/trucks/compare' },
  { key: 'emiCalculator', to: '/trucks/emi-calculator' },
  { key: 'dealers', to: '/trucks/truck-dealers' },
  { key: 'videos', to: '/trucks/videos' },
];

const BUSES_MENU: readonly MenuItem[] = [
  {
    key: 'newBuses',
    to: '/buses',
    children: [
      link('searchBuses', '/buses/search'),
      link('busBrands', '/buses/brands'),
      link('electricBuses', '/buses/electric-buses'),
      link('latestBuses', '/latest-buses'),
    ],
  },
  {
    key: 'popularBuses',
    to: '/popular-buses',
    children: [link('allPopularBuses', '/popular-buses')],
    popularBrandsOf: 'bus',
  },
  {
    key: 'byBudget',
    children: [
      link('under10Lakh', '/buses/buses-under-10-lakh'),
      link('under20Lakh', '/buses/buses-under-20-lakh'),
      link('under30Lakh', '/buses/buses-under-30-lakh'),
      link('under40Lakh', '/buses/buses-under-40-lakh'),
      link('under1Crore', '/buses/buses-under-1-crore'),
      link('under2Crore', '/buses/buses-under-2-crore'),
    ],
  },
  {
    key: 'byType',
    children: [
      link('passengerBuses', '/buses/search?bodyType=passenger'),
      link('touristBuses', '/buses/search?bodyType=tourist'),
      link('vans', '/buses/search?bodyType=vans'),
      link('ambulances', '/buses/search?bodyType=ambulance'),
    ],
  },
  { key: 'compare', to: '/buses/compare' },
  { key: 'emiCalculator', to: '/buses/emi-calculator' },
  { key: 'dealers', to: '/bus-dealers' },
  { key: 'videos', to: '/buses/videos' },
];

const THREE_WHEELERS_MENU: readonly MenuItem[] = [
  {
    key: 'newThreeWheelers',
    to: '/three-wheelers',
    children: [
      link('searchThreeWheelers', '/three-wheelers/search'),
      link('threeWheelerBrands', '/three-wheelers/brands'),
      link('electricThreeWheelers', '/three-wheelers/electric-three-wheelers'),
      link('latestThreeWheelers', '/latest-three-wheelers'),
      link('upcomingThreeWheelers', '/upcoming-three-wheelers'),
    ],
  },
  {
    key: 'popularThreeWheelers',
    to: '/popular-three-wheelers',
    children: [link('allPopularThreeWheelers', '/popular-three-wheelers')],
    popularBrandsOf: 'threeWheeler',
  },
  {
    key: 'byBudget',
    children: [
      link('under1Lakh', '/three-wheelers/three-wheelers-under-1-lakh'),
      link('under2Lakh', '/three-wheelers/three-wheelers-under-2-lakh'),
      link('under3Lakh', '/three-wheelers/three-wheelers-under-3-lakh'),
      link('under4Lakh', '/three-wheelers/three-wheelers-under-4-lakh'),
      link('above4Lakh', '/three-wheelers/three-wheelers-above-4-lakh'),
    ],
  },
  {
    key: 'byType',
    children: [
      link('cargoThreeWheelers', '/three-wheelers/cargo-three-wheelers'),
      link('passengerThreeWheelers', '/three-wheelers/passenger-three-wheelers'),
      link('eRickshaws', '/three-wheelers/e-rickshaw'),
    ],
  },
  { key: 'compare', to: '/three-wheelers/compare' },
  { key: 'emiCalculator', to: '/three-wheelers/emi-calculator' },
  { key: 'dealers', to: '/three-wheelers/three-wheelers-dealers' },
  { key: 'videos', to: '/three-wheelers/videos' },
];

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

/** The header section of a path, with or without a locale prefix (SPEC §2, Header). */
export function sectionOfPath(pathname: string): HeaderSection {
  const path = parseLocalePath(pathname.split(/[?#]/)[0] ?? '/').path.toLowerCase();
  return SECTION_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'general';
}

export function menuForPath(pathname: string): readonly MenuItem[] {
  return SECTION_MENUS[sectionOfPath(pathname)];
}

/** Fuel-price pages exist only in English (SPEC §2), so their links never take a locale prefix. */
export function isEnglishOnlyPath(to: string): boolean {
  return to === '/fuel-prices' || to.startsWith('/fuel-prices/') || to.startsWith('/fuel-prices?');
}
