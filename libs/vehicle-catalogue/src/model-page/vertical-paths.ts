import { ALL_VERTICAL_DEFINITIONS, type VehicleVertical } from '@cvb/contracts';
import { compareToUrl } from '../compare';

/** Where a vertical's pages live: its base path and dealer pages, from its VerticalDefinition. */
const PATHS: Record<VehicleVertical, { base: string; dealers: string }> = Object.fromEntries(
  ALL_VERTICAL_DEFINITIONS.map((definition) => [
    definition.key,
    { base: definition.basePath, dealers: definition.dealersPath },
  ]),
) as Record<VehicleVertical, { base: string; dealers: string }>;

/** A model's page under a vertical's base path, e.g. /trucks/tata-motors/ace-gold. */
export function modelPathUnder(basePath: string, brandSlug: string, modelSlug: string): string {
  return `${basePath}/${brandSlug}/${modelSlug}`;
}

export function modelPath(vertical: VehicleVertical, brandSlug: string, modelSlug: string): string {
  return modelPathUnder(PATHS[vertical].base, brandSlug, modelSlug);
}

export function variantPath(
  vertical: VehicleVertical,
  brandSlug: string,
  modelSlug: string,
  variantSlug: string,
): string {
  return `${modelPath(vertical, brandSlug, modelSlug)}/${variantSlug}`;
}

export function dealersPath(vertical: VehicleVertical, brandSlug: string, citySlug: string): string {
  return `${PATHS[vertical].dealers}/${brandSlug}/${citySlug}`;
}

/** The comparison page with the given variant already chosen. */
export function comparePath(vertical: VehicleVertical, variantSlug: string | undefined): string {
  return compareToUrl(variantSlug ? [variantSlug] : [], `${PATHS[vertical].base}/compare`);
}

export function emiPath(vertical: VehicleVertical, brandSlug: string, modelSlug: string): string {
  const query = new URLSearchParams({ brandSlug, modelSlug });
  return `${PATHS[vertical].base}/emi-calculator?${query.toString()}`;
}
