import type { fetchFilterPage } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import type { FilterVertical } from '../filters';

/** A vertical whose list pages the engine can show (the ones `filter-page` serves). */
export type ListVertical = Parameters<typeof fetchFilterPage>[0] & VehicleVertical & FilterVertical;

/** What differs between the verticals' list pages and landing: paths, menus and tool links. */
export interface ListVerticalConfig {
  vertical: ListVertical;
  /** Plural of the API's page types and of the page slugs: `trucks-under-10-lakh`, `mini-trucks`. */
  plural: string;
  /** Path of the vertical's landing, e.g. /trucks; every list page lives under it. */
  basePath: string;
  /** Budget band keys of the menu (SPEC §9), each a page `{plural}-{key}`. */
  budgetMenu: readonly string[];
  /** Body types of the menu, each a page `{type}-{plural}`. */
  typeMenu: readonly string[];
  tools: { compare: string; emi: string; dealers: string };
  /** Static pages under basePath that are never a brand, even before their own route exists. */
  reservedSlugs: readonly string[];
}

const TRUCKS: ListVerticalConfig = {
  vertical: 'truck',
  plural: 'trucks',
  basePath: '/trucks',
  budgetMenu: ['under-10-lakh', 'under-20-lakh', 'under-30-lakh', 'under-40-lakh', 'above-50-lakh'],
  typeMenu: ['mini', 'cargo', 'dumper', 'pickup', 'trailer'],
  tools: { compare: '/trucks/compare', emi: '/trucks/emi-calculator', dealers: '/trucks/truck-dealers' },
  reservedSlugs: ['search', 'brands', 'compare', 'emi-calculator', 'truck-dealers', 'videos', 'used-trucks'],
};

/** List settings per vertical; buses and three-wheelers add theirs here when `filter-page` serves them. */
export const LIST_VERTICALS: Readonly<Record<ListVertical, ListVerticalConfig>> = { truck: TRUCKS };

export function listVerticalConfig(vertical: ListVertical): ListVerticalConfig {
  return LIST_VERTICALS[vertical];
}
