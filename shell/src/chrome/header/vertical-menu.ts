import {
  listPagePath,
  usedListPathOf,
  type BandDimension,
  type ListPageDefinition,
  type VerticalDefinition,
} from '@cvb/contracts';
import { HEADER_DATA_LISTS } from './header-data-shape';
import type { MenuItem, MenuLink, PopularBrandsOf } from './menu-types';

/** `electric-trucks` → `electricTrucks`: the text key of a page under shell:header.menu. */
export function menuKeyOf(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The text key of a vertical's used list under shell:header.menu: `usedTrucks`, `usedThreeWheelers`. */
export function usedMenuKey(definition: VerticalDefinition): string {
  return `used${capitalized(menuKeyOf(definition.plural))}`;
}

function pageLink(
  definition: VerticalDefinition,
  page: ListPageDefinition,
  key = menuKeyOf(page.slug),
): MenuLink {
  return { key, to: listPagePath(definition, page) };
}

/** The band of the vertical's price filter that a budget page lists, so its link reads like the band. */
function budgetLink(definition: VerticalDefinition, page: ListPageDefinition): MenuLink {
  const link = pageLink(definition, page, menuKeyOf(page.key ?? page.slug));
  const dimension = definition.filters.find(
    (candidate): candidate is BandDimension => candidate.kind === 'band' && candidate.unit === 'rupees',
  );
  const band = dimension?.bands.find((candidate) => candidate.key === page.key);
  return band && dimension ? { ...link, band: { band, dimension } } : link;
}

function pagesOf(definition: VerticalDefinition, kind: ListPageDefinition['kind']): ListPageDefinition[] {
  return definition.listPages.filter((page) => page.kind === kind);
}

/** The header data's popular brands of a vertical (`three-wheeler` → `threeWheeler`), when the data has a list for it. */
function popularBrandsKeyOf(definition: VerticalDefinition): PopularBrandsOf | undefined {
  const key = menuKeyOf(definition.key);
  const isListed = (candidate: string): candidate is PopularBrandsOf =>
    HEADER_DATA_LISTS.has(`${candidate}PopularBrands`);
  return isListed(key) ? key : undefined;
}

/**
 * A vehicle section's menu, derived from its VerticalDefinition: new (search, brands, electric, latest,
 * upcoming), popular with its brands, the budget and type pages marked `inMenu`, and the tools.
 */
export function verticalMenu(definition: VerticalDefinition): MenuItem[] {
  const popularBrandsOf = popularBrandsKeyOf(definition);
  const plural = capitalized(menuKeyOf(definition.plural));
  const singular = menuKeyOf(definition.key);
  const base = definition.basePath;
  const electric = pagesOf(definition, 'fuel').filter((page) => page.key === 'electric');
  const popular = pagesOf(definition, 'popular')[0];
  // Upcoming models are listed only where the old site had the page (it has a short form), as for three-wheelers.
  const named = new Set(Object.values(definition.shortForms));
  const upcoming = pagesOf(definition, 'upcoming').filter((page) =>
    named.has(listPagePath(definition, page)),
  );
  return [
    {
      key: `new${plural}`,
      to: base,
      children: [
        { key: `search${plural}`, to: `${base}/search` },
        { key: `${singular}Brands`, to: `${base}/brands` },
        ...electric.map((page) => pageLink(definition, page)),
        ...pagesOf(definition, 'latest').map((page) => pageLink(definition, page)),
        ...upcoming.map((page) => pageLink(definition, page)),
      ],
    },
    ...(popular
      ? [
          {
            key: `popular${plural}`,
            to: listPagePath(definition, popular),
            children: [pageLink(definition, popular, `allPopular${plural}`)],
            ...(popularBrandsOf ? { popularBrandsOf } : {}),
          },
        ]
      : []),
    {
      key: 'byBudget',
      children: pagesOf(definition, 'budget')
        .filter((page) => page.inMenu)
        .map((page) => budgetLink(definition, page)),
    },
    {
      key: 'byType',
      children: pagesOf(definition, 'type')
        .filter((page) => page.inMenu)
        .map((page) => pageLink(definition, page)),
    },
    { key: 'compare', to: `${base}/compare` },
    { key: 'emiCalculator', to: `${base}/emi-calculator` },
    { key: 'dealers', to: definition.dealersPath },
    { key: usedMenuKey(definition), to: usedListPathOf(definition) },
    { key: 'videos', to: `${base}/videos` },
  ];
}
