import { verticalDefinition, type VehicleVertical } from '@cvb/contracts';
import { costChoicesQuery } from './cost-url';

/** The cost-of-ownership page of a vertical with these variants and city chosen. */
export function costOfOwnershipPath(vertical: VehicleVertical, variants: string[], city: string): string {
  const query = costChoicesQuery({ variants, city, plan: {}, overrides: {} });
  return `${verticalDefinition(vertical).basePath}/cost-of-ownership?${query}`;
}
