import type { DealerVertical } from '@cvb/api-client';
import { verticalDefinition } from '@cvb/contracts';

/** `/trucks/truck-dealers`, `…/:brandSlug` or `…/:brandSlug/:citySlug` (the VerticalDefinition's dealers path). */
export function dealersPath(vertical: DealerVertical, brandSlug?: string, citySlug?: string): string {
  return [verticalDefinition(vertical).dealersPath, brandSlug, brandSlug ? citySlug : undefined]
    .filter((part): part is string => Boolean(part))
    .join('/');
}
