/** The rated attributes of a review (docs/domain.md#reviews): the common ones, then the truck ones. */
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
