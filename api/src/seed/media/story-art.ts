import type { StoryVehicleRef } from '../../db/schema-media';
import { vehiclesOf } from './seed-vehicles';

/** The picture of a story: its first vehicle's generated 3/4 view (a brand's first model for brand stories). */
export function storyImagePath(vehicles: StoryVehicleRef[]): string {
  const first = vehicles[0];
  if (!first) return '/api/media/art/tata-motors/ace-gold/angle.webp';
  const modelSlug =
    first.modelSlug ?? vehiclesOf(first.vertical).find((v) => v.brandSlug === first.brandSlug)?.slug;
  return `/api/media/art/${first.brandSlug}/${modelSlug ?? 'unknown'}/angle.webp`;
}
