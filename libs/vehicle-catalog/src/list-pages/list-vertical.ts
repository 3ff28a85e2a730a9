import { perVertical, verticalDefinition, type VehicleVertical } from '@cvb/contracts';

/** What differs between the verticals' list pages and landing: paths, menus and tool links. */
export interface ListVerticalConfig {
  vertical: VehicleVertical;
  /** Plural of the API's page types and of the page slugs: `trucks-under-10-lakh`, `mini-trucks`. */
  plural: string;
  /** Path of the vertical's landing, e.g. /trucks; every list page lives under it. */
  basePath: string;
  /** Budget band keys of the menu (docs/domain.md#bands), each a page `{plural}-{key}`. */
  budgetMenu: readonly string[];
  /** Body types of the menu, each a page `{type}-{plural}`. */
  typeMenu: readonly string[];
  tools: { compare: string; emi: string; dealers: string };
  /** Links of the landing's tools beyond compare, EMI and dealers (tractors: implements). */
  extraTools: readonly { key: string; path: string }[];
  /** Static pages under basePath that are never a brand, even before their own route exists. */
  reservedSlugs: readonly string[];
}

/** A vertical's list settings, derived from its VerticalDefinition. */
function fromDefinition(vertical: VehicleVertical): ListVerticalConfig {
  const definition = verticalDefinition(vertical);
  const menuKeys = (kind: 'budget' | 'type') =>
    definition.listPages
      .filter((page) => page.kind === kind && page.inMenu && page.key !== null)
      .map((page) => page.key as string);
  return {
    vertical,
    plural: definition.plural,
    basePath: definition.basePath,
    budgetMenu: menuKeys('budget'),
    typeMenu: menuKeys('type'),
    tools: {
      compare: `${definition.basePath}/compare`,
      emi: `${definition.basePath}/emi-calculator`,
      dealers: definition.dealersPath,
    },
    extraTools: definition.extraTools ?? [],
    reservedSlugs: definition.reservedSlugs,
  };
}

/** List settings per vertical the catalogue engine serves. */
export const LIST_VERTICALS: Readonly<Record<VehicleVertical, ListVerticalConfig>> =
  perVertical(fromDefinition);

export function listVerticalConfig(vertical: VehicleVertical): ListVerticalConfig {
  return LIST_VERTICALS[vertical];
}
