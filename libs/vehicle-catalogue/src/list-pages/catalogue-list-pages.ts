import type { VehicleVertical } from '@cvb/contracts';
import { verticalDefinition, type DimensionValues } from '@cvb/contracts';
import { valuesOfSource } from '../filters/source-values';

export type ListPageKind = 'budget' | 'type' | 'electric' | 'fuel' | 'popular' | 'latest' | 'upcoming';

/** One fixed list page of a vertical, e.g. /trucks/trucks-under-10-lakh. */
export interface CatalogueListPage {
  kind: ListPageKind;
  /** Path segment under the vertical's base path. */
  slug: string;
  path: string;
  /** The `pageType` the `filter-page` call understands for this page. */
  apiPageType: string;
  /** The budget band key, body type or fuel the page is about; null for the other kinds. */
  key: string | null;
  /** Filter values the page always applies; also carried into the link to the search page. */
  fixedValues: DimensionValues;
}

/** Where the value a list page is about is read from: its budget band, its body type or its fuel. */
const SOURCE_OF_KIND: Partial<Record<CatalogueListPage['kind'], string>> = {
  budget: 'price',
  type: 'bodyType',
  fuel: 'fuelType',
};

/** The vertical's list pages of docs/domain.md#pages, from its definition: budget, type, fuel, popular, latest and upcoming. */
export function catalogueListPages(vertical: VehicleVertical): CatalogueListPage[] {
  const { basePath } = verticalDefinition(vertical);
  return verticalDefinition(vertical).listPages.map((page) => {
    const electric = page.kind === 'fuel' && page.key === 'electric';
    const source = SOURCE_OF_KIND[page.kind];
    return {
      kind: electric ? 'electric' : page.kind,
      slug: page.slug,
      path: `${basePath}/${page.slug}`,
      apiPageType: page.apiPageType,
      key: electric ? null : page.key,
      fixedValues: page.key !== null && source ? valuesOfSource(vertical, source, page.key) : {},
    };
  });
}

export function findCatalogueListPage(
  vertical: VehicleVertical,
  slug: string,
): CatalogueListPage | undefined {
  return catalogueListPages(vertical).find((candidate) => candidate.slug === slug);
}
