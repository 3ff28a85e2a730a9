import type { LeadDeliveryTarget } from '@cvb/contracts';

/** Brands whose leads also go to the brand's own lead API (v4/sendPartLeadMontra, docs/domain.md#leads). */
export const PARTNER_TARGETS: Readonly<Record<string, LeadDeliveryTarget>> = {
  montra: 'partner:montra',
};

/** The seed's slug of Montra Electric (three-wheelers). */
export const MONTRA_BRAND_SLUG = 'montra';

/** Every lead goes to the CRM; a partner brand's lead to the partner as well. */
export function deliveryTargetsFor(brandSlug: string | null): LeadDeliveryTarget[] {
  const partner = brandSlug ? PARTNER_TARGETS[brandSlug] : undefined;
  return partner ? ['crm', partner] : ['crm'];
}
