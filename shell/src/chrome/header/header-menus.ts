import {
  ALL_VERTICAL_DEFINITIONS,
  USED_VALUATION_PATH,
  usedListPathOf,
  type VerticalDefinition,
} from '@cvb/contracts';
import { parseLocalePath } from '@cvb/i18n';
import type { MenuItem, MenuLink } from './menu-types';
import { menuKeyOf, usedMenuKey, verticalMenu } from './vertical-menu';

export type { MenuItem, MenuLink, PopularBrandsOf } from './menu-types';

/**
 * A section of the header: 'general', 'tyres', or the plural of a vertical with a section of its own ('trucks').
 * The verticals' sections follow from their definitions (`header.ownSection`).
 */
export type HeaderSection = string;

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
const usedVehiclesMenu = (definitions: readonly VerticalDefinition[]): MenuItem => ({
  key: 'usedVehicles',
  children: [
    ...definitions.map((definition) => link(usedMenuKey(definition), usedListPathOf(definition))),
    link('usedValuation', USED_VALUATION_PATH),
    link('sellUsedVehicle', '/sell-used-vehicle'),
  ],
});

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

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's sections, menus, logo targets and path patterns for a set of vertical definitions. */
export function buildHeaderSections(definitions: readonly VerticalDefinition[]) {
  const inMenuOrder = [...definitions].sort((a, b) => a.header.menuOrder - b.header.menuOrder);
  const withSection = definitions.filter((definition) => definition.header.ownSection);
  const general: readonly MenuItem[] = [
    ...inMenuOrder.map((definition) => ({ key: menuKeyOf(definition.plural), to: definition.basePath })),
    { key: 'tyres', to: '/tyres' },
    { key: 'emandi', to: '/emandi' },
    { key: 'fuelPrices', to: '/fuel-prices' },
    usedVehiclesMenu(definitions),
    NEWS_AND_REVIEWS,
  ];
  const menus: Record<HeaderSection, readonly MenuItem[]> = {
    general,
    ...Object.fromEntries(withSection.map((definition) => [definition.plural, verticalMenu(definition)])),
    tyres: TYRES_MENU,
  };
  const home: Record<HeaderSection, string> = {
    general: '/',
    ...Object.fromEntries(withSection.map((definition) => [definition.plural, definition.basePath])),
    tyres: '/tyres',
  };
  // Tyre is tested first: /truck-tyres and /three-wheeler-tyres are tyre pages. Words are matched whole, so
  // "business" is not a bus page.
  const patterns: ReadonlyArray<[HeaderSection, RegExp]> = [
    ['tyres', /\btyres?\b/],
    ...withSection.map((definition): [HeaderSection, RegExp] => [
      definition.plural,
      new RegExp(`\\b(${escaped(definition.key)}|${escaped(definition.plural)})\\b`),
    ]),
  ];
  const sectionOf = (pathname: string): HeaderSection => {
    const path = parseLocalePath(pathname.split(/[?#]/)[0] ?? '/').path.toLowerCase();
    return patterns.find(([, pattern]) => pattern.test(path))?.[0] ?? 'general';
  };
  return { menus, home, sectionOf };
}

const SITE_SECTIONS = buildHeaderSections(ALL_VERTICAL_DEFINITIONS);

export const SECTION_MENUS: Record<HeaderSection, readonly MenuItem[]> = SITE_SECTIONS.menus;

/** Where each section's logo leads. */
export const SECTION_HOME: Record<HeaderSection, string> = SITE_SECTIONS.home;

/** The header section of a path, with or without a locale prefix (docs/domain.md#header-and-footer). */
export function sectionOfPath(pathname: string): HeaderSection {
  return SITE_SECTIONS.sectionOf(pathname);
}

export function menuForPath(pathname: string): readonly MenuItem[] {
  return SECTION_MENUS[sectionOfPath(pathname)] ?? SECTION_MENUS.general;
}

/** Fuel-price pages exist only in English (docs/domain.md#pages), so their links never take a locale prefix. */
export function isEnglishOnlyPath(to: string): boolean {
  return to === '/fuel-prices' || to.startsWith('/fuel-prices/') || to.startsWith('/fuel-prices?');
}
