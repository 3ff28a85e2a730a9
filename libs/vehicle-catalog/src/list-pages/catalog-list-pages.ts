import { verticalDefinition } from '@cvb/contracts';
import type { FuelType, VehicleFilters } from '../filters';
import { listVerticalConfig, type ListVertical, type ListVerticalConfig } from './list-vertical';

export type ListPageKind = 'budget' | 'type' | 'electric' | 'fuel' | 'popular' | 'latest' | 'upcoming';

/** One fixed list page of a vertical, e.g. /trucks/trucks-under-10-lakh. */
export interface CatalogListPage {
  kind: ListPageKind;
  /** Path segment under the vertical's base path. */
  slug: string;
  path: string;
  /** The `pageType` the `filter-page` call understands for this page. */
  apiPageType: string;
  /** The budget band key or body type the page is about; null for the other kinds. */
  key: string | null;
  /** Filters the page always applies; also carried into the link to the search page. */
  fixedFilter: Partial<VehicleFilters>;
}

function page(
  config: ListVerticalConfig,
  kind: ListPageKind,
  slug: string,
  apiPageType: string,
  key: string | null,
  fixedFilter: Partial<VehicleFilters>,
): CatalogListPage {
  return { kind, slug, path: `${config.basePath}/${slug}`, apiPageType, key, fixedFilter };
}

/** The fuels that have a page of their own (`/three-wheelers/cng-three-wheelers`), from the definition. */
function fuelPages(vertical: ListVertical): FuelType[] {
  return verticalDefinition(vertical)
    .listPages.filter((candidate) => candidate.kind === 'fuel' && candidate.key !== null)
    .map((candidate) => candidate.key as FuelType);
}

/** The vertical's list pages of SPEC §2: budget, body type, electric, popular, latest and upcoming. */
export function catalogListPages(vertical: ListVertical): CatalogListPage[] {
  const config = listVerticalConfig(vertical);
  const { plural } = config;
  return [
    ...config.budgetMenu.map((band) =>
      page(config, 'budget', `${plural}-${band}`, `${plural}-${band}`, band, { budget: band }),
    ),
    ...config.typeMenu.map((type) =>
      page(config, 'type', `${type}-${plural}`, `${type}-${plural}`, type, { bodyTypes: [type] }),
    ),
    ...fuelPages(vertical).map((fuel) =>
      fuel === 'electric'
        ? page(config, 'electric', `electric-${plural}`, 'electric', null, { fuelTypes: ['electric'] })
        : page(config, 'fuel', `${fuel}-${plural}`, fuel, fuel, { fuelTypes: [fuel] }),
    ),
    page(config, 'popular', `popular-${plural}`, 'popular', null, {}),
    page(config, 'latest', `latest-${plural}`, 'latest', null, {}),
    page(config, 'upcoming', `upcoming-${plural}`, 'upcoming', null, {}),
  ];
}

export function findCatalogListPage(vertical: ListVertical, slug: string): CatalogListPage | undefined {
  return catalogListPages(vertical).find((candidate) => candidate.slug === slug);
}
