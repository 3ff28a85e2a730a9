export const DEALER_KINDS = ['dealer', 'service-centre'] as const;
export type DealerKind = (typeof DEALER_KINDS)[number];
