import {
  VERTICAL_DEFINITIONS,
  type Band,
  type FilterDimension,
  type VehicleVertical,
  type VerticalDefinition,
} from '@cvb/contracts';

/** What differs between the vehicle verticals that share the catalogue engine, read from their definitions. */
export interface VerticalConfig {
  vertical: VehicleVertical;
  /** Path segment of the vertical's calls: `trucks/filter-page`. */
  plural: string;
  /** Prefix of its content lists: `truck-models`, `bus-models`, `threewheeler-models`. */
  contentPrefix: string;
  /** Its comparison calls: `compare-trucks`; `compare` and `compare-buses`. */
  compareCalls: readonly string[];
  budgetBands: readonly Band[];
  bodyTypes: readonly string[];
  fuels: readonly string[];
  transmissions: readonly string[];
  /** The search page's filters (brand, body type, budget, wheels, HP…), as data. */
  filters: readonly FilterDimension[];
  definition: VerticalDefinition;
}

export function configOf(definition: VerticalDefinition): VerticalConfig {
  return {
    vertical: definition.key,
    plural: definition.api.prefix,
    contentPrefix: definition.api.contentPrefix,
    compareCalls: definition.api.compareCalls,
    budgetBands: definition.budgetBands,
    bodyTypes: definition.bodyTypes,
    fuels: definition.fuels,
    transmissions: definition.transmissions,
    filters: definition.filters,
    definition,
  };
}

/** Every vertical served by the engine, in the order of the registry. */
export const CATALOGUE_VERTICALS: readonly VerticalConfig[] =
  Object.values(VERTICAL_DEFINITIONS).map(configOf);
