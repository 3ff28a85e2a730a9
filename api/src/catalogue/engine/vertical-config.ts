import {
  VERTICAL_DEFINITIONS,
  type Band,
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
  /** Wheel counts the `wheels` filter accepts; null when the vertical has no such filter. */
  wheelRange: readonly [number, number] | null;
}

export function configOf(definition: VerticalDefinition): VerticalConfig {
  const wheels = definition.filters.find((dimension) => dimension.key === 'wheels');
  return {
    vertical: definition.key,
    plural: definition.api.prefix,
    contentPrefix: definition.api.contentPrefix,
    compareCalls: definition.api.compareCalls,
    budgetBands: definition.budgetBands,
    bodyTypes: definition.bodyTypes,
    fuels: definition.fuels,
    transmissions: definition.transmissions,
    wheelRange: wheels?.kind === 'range' ? [wheels.min, wheels.max] : null,
  };
}

export const TRUCKS: VerticalConfig = configOf(VERTICAL_DEFINITIONS.truck);
export const BUSES: VerticalConfig = configOf(VERTICAL_DEFINITIONS.bus);
export const THREE_WHEELERS: VerticalConfig = configOf(VERTICAL_DEFINITIONS['three-wheeler']);

/** The verticals served by the engine (tractors and infra follow with their data). */
export const CATALOGUE_VERTICALS: readonly VerticalConfig[] = [TRUCKS, BUSES, THREE_WHEELERS];
