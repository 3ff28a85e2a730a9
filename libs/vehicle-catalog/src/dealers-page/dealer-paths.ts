import type { DealerVertical } from '@cvb/api-client';

/** Where each vertical's dealer pages live (SPEC §2). */
const DEALER_BASE_PATHS: Record<DealerVertical, string> = { truck: '/trucks/truck-dealers' };

/** `/trucks/truck-dealers`, `…/:brandSlug` or `…/:brandSlug/:citySlug`. */
export function dealersPath(vertical: DealerVertical, brandSlug?: string, citySlug?: string): string {
  return [DEALER_BASE_PATHS[vertical], brandSlug, brandSlug ? citySlug : undefined]
    .filter((part): part is string => Boolean(part))
    .join('/');
}
