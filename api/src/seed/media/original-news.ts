import type { StoryVehicleRef } from '../../db/schema-media';
import type { VehicleVertical } from '@cvb/contracts';

/** Vertical, tags and vehicles of the twelve stories of the first news seed (news-stories.ts). */
export const originalNewsDetails: Record<
  string,
  { vertical: VehicleVertical | null; tags: string[]; vehicles: StoryVehicleRef[] }
> = {
  'gst-on-commercial-vehicles-cut-to-18-percent': {
    vertical: 'truck',
    tags: ['gst', 'policy'],
    vehicles: [{ vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'lpt-1412' }],
  },
  'tractor-gst-cut-to-5-percent': {
    vertical: 'tractor',
    tags: ['gst', 'tractor'],
    vehicles: [
      { vertical: 'tractor', brandSlug: 'mahindra', modelSlug: '575-di' },
      { vertical: 'tractor', brandSlug: 'swaraj', modelSlug: '744-fe' },
    ],
  },
  'tata-motors-commercial-vehicle-demerger-effective': {
    vertical: 'truck',
    tags: ['tata-motors', 'industry'],
    vehicles: [
      { vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'signa-4825-tk' },
      { vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'ace-gold' },
    ],
  },
  'air-conditioned-truck-cabins-mandatory': {
    vertical: 'truck',
    tags: ['policy', 'safety'],
    vehicles: [{ vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'prima-4625-s' }],
  },
  'pm-e-drive-incentive-for-electric-trucks': {
    vertical: 'truck',
    tags: ['electric', 'policy'],
    vehicles: [{ vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'ace-gold' }],
  },
  'bharat-mobility-expo-2025-commercial-vehicles': {
    vertical: null,
    tags: ['auto-expo', 'events'],
    vehicles: [{ vertical: 'truck', brandSlug: 'ashok-leyland', modelSlug: 'bada-dost' }],
  },
  'petrol-diesel-cut-by-2-rupees': { vertical: null, tags: ['fuel'], vehicles: [] },
  'hydrogen-truck-trials-begin': {
    vertical: 'truck',
    tags: ['hydrogen', 'electric'],
    vehicles: [{ vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'prima-4625-s' }],
  },
  'pm-ebus-sewa-10000-electric-buses': {
    vertical: 'bus',
    tags: ['electric', 'policy'],
    vehicles: [{ vertical: 'bus', brandSlug: 'tata-motors', modelSlug: 'ultra-ev-9m' }],
  },
  'euler-storm-ev-launched': {
    vertical: 'truck',
    tags: ['electric', 'launch'],
    vehicles: [{ vertical: 'three-wheeler', brandSlug: 'euler', modelSlug: null }],
  },
  'good-monsoon-lifts-tractor-demand': {
    vertical: 'tractor',
    tags: ['tractor', 'monsoon'],
    vehicles: [{ vertical: 'tractor', brandSlug: 'sonalika', modelSlug: 'di-745-iii' }],
  },
  'mahindra-to-acquire-sml-isuzu-stake': {
    vertical: 'truck',
    tags: ['mahindra', 'industry'],
    vehicles: [{ vertical: 'truck', brandSlug: 'mahindra', modelSlug: 'blazo-x-28' }],
  },
};
