import type { VehicleVertical } from '../verticals';
import { BUS_DEFINITION } from './bus';
import { INFRA_DEFINITION } from './infra';
import { THREE_WHEELER_DEFINITION } from './three-wheeler';
import { TRACTOR_DEFINITION } from './tractor';
import { TRUCK_DEFINITION } from './truck';
import type { ListPageDefinition, VerticalDefinition } from './types';

/** Every vertical's definition, in the site's order. */
export const VERTICAL_DEFINITIONS: Readonly<Record<VehicleVertical, VerticalDefinition>> = {
  truck: TRUCK_DEFINITION,
  bus: BUS_DEFINITION,
  'three-wheeler': THREE_WHEELER_DEFINITION,
  tractor: TRACTOR_DEFINITION,
  infra: INFRA_DEFINITION,
};

export const ALL_VERTICAL_DEFINITIONS: readonly VerticalDefinition[] = Object.values(VERTICAL_DEFINITIONS);

export function verticalDefinition(key: VehicleVertical): VerticalDefinition {
  return VERTICAL_DEFINITIONS[key];
}

export function listPagePath(definition: VerticalDefinition, page: ListPageDefinition): string {
  return `${definition.basePath}/${page.slug}`;
}

/** Segments of the running-cost tools of a vertical: cost of ownership, and trip cost where it has trip defaults. */
export function runningCostTools(
  definition: VerticalDefinition,
): ('cost-of-ownership' | 'trip-cost-calculator')[] {
  if (!definition.runningCost) return [];
  return definition.runningCost.trip ? ['cost-of-ownership', 'trip-cost-calculator'] : ['cost-of-ownership'];
}

/** The fixed (slug-free) pages a vertical owns, each one path. */
export function ownedPaths(definition: VerticalDefinition): string[] {
  const tools = [
    'search',
    'brands',
    'compare',
    'emi-calculator',
    ...runningCostTools(definition),
    'videos',
    `used-${definition.plural}`,
  ];
  return [
    definition.basePath,
    ...tools.map((tool) => `${definition.basePath}/${tool}`),
    definition.dealersPath,
    ...definition.listPages.map((page) => listPagePath(definition, page)),
  ];
}

/**
 * The canonical path of a spec short form (`/popular-buses` → `/buses/popular-buses`, `/bus-dealers/tata/pune`
 * → `/buses/bus-dealers/tata/pune`), or null when the path is no short form. A short form also covers the
 * paths below it.
 */
export function canonicalOfShortForm(path: string): string | null {
  for (const definition of ALL_VERTICAL_DEFINITIONS) {
    for (const [short, canonical] of Object.entries(definition.shortForms)) {
      if (path === short) return canonical;
      if (path.startsWith(`${short}/`)) return `${canonical}${path.slice(short.length)}`;
    }
  }
  return null;
}
