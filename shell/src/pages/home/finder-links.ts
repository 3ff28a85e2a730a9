import {
  ALL_VERTICAL_DEFINITIONS,
  dimensionsToParams,
  listPagePath,
  type Band,
  type BandDimension,
  type VerticalDefinition,
} from '@cvb/contracts';
import { menuKeyOf } from '../../chrome/header/vertical-menu';

/** The verticals the home page's finder offers, in the site's order (the order of its tabs): every vehicle vertical. */
export const FINDER_VERTICALS: readonly VerticalDefinition[] = ALL_VERTICAL_DEFINITIONS;

/**
 * Spec dimensions a buyer picks before budget, offered wherever a vertical filters by them: horsepower (tractors
 * are bought by HP class). A vertical without such a dimension shows budget and type only.
 */
const FIRST_DIMENSIONS: readonly string[] = ['hp'];

/** A page the finder leads to: its path, and what the chip reads (a band to label, or a page's text key). */
export type FinderLink =
  { to: string; band: Band; dimension: BandDimension } | { to: string; pageKey: string; band?: undefined };

/** One row of chips: a spec dimension's bands (`dimension`), the budget pages or the type pages. */
export interface FinderGroup {
  kind: 'dimension' | 'budget' | 'type';
  /** The dimension's key (`hp`), or the kind for budget and type rows. */
  key: string;
  links: FinderLink[];
}

function bandDimension(definition: VerticalDefinition, key: string): BandDimension | undefined {
  const dimension = definition.filters.find((candidate) => candidate.key === key);
  return dimension?.kind === 'band' ? dimension : undefined;
}

/** The band dimension of the vertical's price (its budget filter). */
function budgetDimension(definition: VerticalDefinition): BandDimension | undefined {
  return definition.filters.find(
    (candidate): candidate is BandDimension => candidate.kind === 'band' && candidate.unit === 'rupees',
  );
}

/** Each band of a spec dimension as the vertical's search page filtered to it: `/tractors/search?hp=41-50-hp`. */
function dimensionLinks(definition: VerticalDefinition, dimension: BandDimension): FinderLink[] {
  return dimension.bands.map((band) => ({
    to: `${definition.basePath}/search?${dimensionsToParams(definition, { [dimension.key]: band.key }).toString()}`,
    band,
    dimension,
  }));
}

/**
 * The finder's second tap for a vertical, from its VerticalDefinition: its first spec dimension's bands (if any),
 * then the budget and type pages it shows in its menu.
 */
export function finderGroups(definition: VerticalDefinition): FinderGroup[] {
  const inMenu = (kind: 'budget' | 'type') =>
    definition.listPages.filter((page) => page.kind === kind && page.inMenu);
  const budget = budgetDimension(definition);
  const budgetLinks = inMenu('budget').map((page): FinderLink => {
    const band = budget?.bands.find((candidate) => candidate.key === page.key);
    const to = listPagePath(definition, page);
    return band && budget
      ? { to, band, dimension: budget }
      : { to, pageKey: menuKeyOf(page.key ?? page.slug) };
  });
  const typeLinks = inMenu('type').map((page): FinderLink => ({
    to: listPagePath(definition, page),
    pageKey: menuKeyOf(page.slug),
  }));
  const dimensions = FIRST_DIMENSIONS.flatMap((key) => {
    const dimension = bandDimension(definition, key);
    return dimension
      ? [{ kind: 'dimension' as const, key, links: dimensionLinks(definition, dimension) }]
      : [];
  });
  return [
    ...dimensions,
    { kind: 'budget' as const, key: 'budget', links: budgetLinks },
    { kind: 'type' as const, key: 'type', links: typeLinks },
  ].filter((group) => group.links.length > 0);
}
