import type { VehicleVertical } from '@cvb/contracts';
import { verticalDefinition, type DimensionValues } from '@cvb/contracts';

/**
 * The filter values that fix one value of the dimension reading `source` (`brand`, `price`, `bodyType`,
 * `fuelType`): a band key for a band dimension, a one-item list otherwise; empty when the vertical has none.
 */
export function valuesOfSource(vertical: VehicleVertical, source: string, value: string): DimensionValues {
  const dimension = verticalDefinition(vertical).filters.find((candidate) => candidate.source === source);
  if (!dimension) return {};
  return { [dimension.key]: dimension.kind === 'band' ? value : [value] };
}
