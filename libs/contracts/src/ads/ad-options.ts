import { z } from 'zod';

/** Which owner the seller is: first, second, or third and later. */
export const AD_OWNERS = ['1st', '2nd', '3rd+'] as const;
export const adOwnerSchema = z.enum(AD_OWNERS);
export type AdOwner = z.infer<typeof adOwnerSchema>;

export const AD_INSURANCE_TYPES = ['comprehensive', 'third-party', 'zero-depreciation', 'expired'] as const;
export const adInsuranceTypeSchema = z.enum(AD_INSURANCE_TYPES);
export type AdInsuranceType = z.infer<typeof adInsuranceTypeSchema>;

export const AD_STATUSES = ['active', 'sold', 'removed'] as const;
export const adStatusSchema = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof adStatusSchema>;

/** Photo limits shared by the sell form (checked before upload) and the API (enforced). */
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AD_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const AD_IMAGE_MAX_COUNT = 8;
