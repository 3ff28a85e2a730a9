import { listPagePath, VERTICAL_DEFINITIONS, type VerticalDefinition } from '@cvb/contracts';
import { menuKeyOf } from '../../chrome/header/vertical-menu';

/** The verticals the home page's finder offers, in the order of its tabs. */
export const FINDER_VERTICALS = [
  VERTICAL_DEFINITIONS.truck,
  VERTICAL_DEFINITIONS.bus,
  VERTICAL_DEFINITIONS['three-wheeler'],
] as const;

/** A page the finder leads to; `key` names its text under shell:header.menu (the menus' own words). */
export interface FinderLink {
  key: string;
  to: string;
}

/** The budget and type pages a vertical shows in its menu: the finder's second tap. */
export function finderLinks(definition: VerticalDefinition): { budgets: FinderLink[]; types: FinderLink[] } {
  const inMenu = (kind: 'budget' | 'type') =>
    definition.listPages.filter((page) => page.kind === kind && page.inMenu);
  return {
    budgets: inMenu('budget').map((page) => ({
      key: menuKeyOf(page.key ?? page.slug),
      to: listPagePath(definition, page),
    })),
    types: inMenu('type').map((page) => ({ key: menuKeyOf(page.slug), to: listPagePath(definition, page) })),
  };
}
