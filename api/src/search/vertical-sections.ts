import type { VehicleVertical } from '@cvb/contracts';

/** How each vertical appears on the site: path segment, a label for its brands, and search words. */
export interface VerticalSection {
  path: string;
  label: string;
  keywords: string;
  /** Weight of the vertical among equally good matches: the site leads with trucks. */
  weight: number;
}

export const VERTICAL_SECTIONS: Record<VehicleVertical, VerticalSection> = {
  truck: { path: '/trucks', label: 'Trucks', keywords: 'truck trucks lorry', weight: 1 },
  bus: { path: '/buses', label: 'Buses', keywords: 'bus buses', weight: 0.9 },
  'three-wheeler': {
    path: '/three-wheelers',
    label: 'Three-Wheelers',
    keywords: 'three wheeler wheelers 3w auto rickshaw',
    weight: 0.85,
  },
  tractor: { path: '/tractors', label: 'Tractors', keywords: 'tractor tractors', weight: 0.8 },
  infra: { path: '/infra', label: 'Infra', keywords: 'infra construction equipment', weight: 0.75 },
};

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
