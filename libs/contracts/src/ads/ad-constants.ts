/** Which owner the seller is: first, second, or third and later. */
export const AD_OWNERS = ['1st', '2nd', '3rd+'] as const;

export const AD_INSURANCE_TYPES = ['comprehensive', 'third-party', 'zero-depreciation', 'expired'] as const;

export const AD_STATUSES = ['active', 'sold', 'removed'] as const;

/** Photo limits shared by the sell form (checked before upload) and the API (enforced). */
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AD_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const AD_IMAGE_MAX_COUNT = 8;

/** The oldest model year an ad may name; the newest is next year (a vehicle registered early). */
export const AD_MIN_YEAR = 1980;

export const adMaxYear = (now: Date = new Date()): number => now.getFullYear() + 1;
