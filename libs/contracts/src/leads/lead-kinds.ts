/** Why a visitor left their details (docs/domain.md#leads; 'import' = a row of an admin lead sheet). */
export const LEAD_KINDS = [
  'quote',
  'callback',
  'brochure',
  'launch-alert',
  'test-drive',
  'loan',
  'dealer',
  'import',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Buying timeline (docs/domain.md#leads): just researching, within 15, 30 or 90 days, not decided yet. */
export const LEAD_TIMELINES = ['just-researching', '15-days', '30-days', '90-days', 'not-decided'] as const;
export type LeadTimeline = (typeof LEAD_TIMELINES)[number];

/** Where a lead is delivered: the CRM webhook, or a partner brand's own lead API. */
export const LEAD_DELIVERY_TARGETS = ['crm', 'partner:montra'] as const;
export type LeadDeliveryTarget = (typeof LEAD_DELIVERY_TARGETS)[number];

export const LEAD_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];
