import { z } from 'zod';
import { AD_OWNERS, AD_INSURANCE_TYPES, AD_STATUSES } from './ad-constants';

export const adOwnerSchema = z.enum(AD_OWNERS);
export type AdOwner = z.infer<typeof adOwnerSchema>;

export const adInsuranceTypeSchema = z.enum(AD_INSURANCE_TYPES);
export type AdInsuranceType = z.infer<typeof adInsuranceTypeSchema>;

export const adStatusSchema = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof adStatusSchema>;
