import { ALL_VERTICAL_DEFINITIONS, type VehicleVertical } from '@cvb/contracts';

/** How each vertical appears on the site: path segment, a label for its brands, and search words. */
export interface VerticalSection {
  path: string;
  label: string;
  keywords: string;
  /** Weight of the vertical among equally good matches: the site leads with trucks. */
  weight: number;
}

/** From each vertical's definition: its landing and its search label, words and weight. */
export const VERTICAL_SECTIONS = Object.fromEntries(
  ALL_VERTICAL_DEFINITIONS.map((definition) => [
    definition.key,
    { path: definition.basePath, ...definition.search },
  ]),
) as Record<VehicleVertical, VerticalSection>;

export const TYRE_SECTION: VerticalSection = {
  path: '/tyres',
  label: 'Tyres',
  keywords: 'tyre tyres tire tires',
  weight: 0.7,
};

/** /trucks/tata-motors/ace-gold */
export function modelLink(vertical: VehicleVertical, brandSlug: string, modelSlug: string): string {
  return `${VERTICAL_SECTIONS[vertical].path}/${brandSlug}/${modelSlug}`;
}
