/**
 * The marketplace's rules (docs/domain.md#used-marketplace): how long an ad lives, when the seller is reminded,
 * how many sellers' numbers a buyer may see a day, and how many similar ads check an estimate.
 */
export const USED_AD_LIFETIME_DAYS = 60;
export const USED_AD_REMINDER_DAYS_BEFORE = 3;
export const USED_REVEALS_PER_DAY = 10;
/** At least this many similar active ads before their prices check an estimate. */
export const USED_VALUATION_MIN_COMPARABLES = 3;
export const USED_LIST_PAGE_SIZE = 12;
export const USED_SIMILAR_ADS = 6;

export const USED_SORTS = ['newest', 'price-asc', 'price-desc', 'year-desc'] as const;
export type UsedSort = (typeof USED_SORTS)[number];

/** Price bands of the list's filter (rupees, min inclusive, max exclusive; null = open). */
export const USED_PRICE_BANDS = [
  { key: 'under-2-lakh', min: null, max: 200_000 },
  { key: '2-5-lakh', min: 200_000, max: 500_000 },
  { key: '5-10-lakh', min: 500_000, max: 1_000_000 },
  { key: '10-20-lakh', min: 1_000_000, max: 2_000_000 },
  { key: '20-40-lakh', min: 2_000_000, max: 4_000_000 },
  { key: 'above-40-lakh', min: 4_000_000, max: null },
] as const;
export type UsedPriceBand = (typeof USED_PRICE_BANDS)[number]['key'];

/** Kilometre bands (min inclusive, max exclusive). Tractors and machines count hours, but sellers give km here too. */
export const USED_KMS_BANDS = [
  { key: 'under-25000-km', min: null, max: 25_000 },
  { key: '25000-50000-km', min: 25_000, max: 50_000 },
  { key: '50000-100000-km', min: 50_000, max: 100_000 },
  { key: '100000-200000-km', min: 100_000, max: 200_000 },
  { key: 'above-200000-km', min: 200_000, max: null },
] as const;
export type UsedKmsBand = (typeof USED_KMS_BANDS)[number]['key'];

/**
 * How an ad stands for the public: active (listed), sold (the seller said so), expired (60 days passed without a
 * renewal). Removed ads (deleted by the seller) and held ones (moderation) are not public at all.
 */
export const USED_PUBLIC_STATUSES = ['active', 'sold', 'expired'] as const;
export type UsedPublicStatus = (typeof USED_PUBLIC_STATUSES)[number];
