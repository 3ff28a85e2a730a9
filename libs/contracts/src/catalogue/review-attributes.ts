/** The rated attributes of a review (SPEC §3): the common ones, then the truck ones. */
export const REVIEW_ATTRIBUTES = [
  'comfort',
  'valueForMoney',
  'mileage',
  'exterior',
  'easeOfDriving',
  'upTime',
  'afterSaleService',
  'costEffective',
  'driverSafety',
  'cabinComfort',
  'durability',
] as const;
export type ReviewAttribute = (typeof REVIEW_ATTRIBUTES)[number];
