import { idParamsSchema } from '../ids';
import { z } from 'zod';
import { calendarDateSchema } from '../list-queries';
import { LEAD_DELIVERY_STATUSES, LEAD_DELIVERY_TARGETS, LEAD_KINDS, LEAD_TIMELINES } from '../leads';
import { vehicleVerticalSchema } from '../vertical-schemas';

const optionalFilter = () => z.string().trim().min(1).max(100, 'must be 100 characters or less').optional();

/** Filters of the admin lead list and its CSV export; dates are days in India (IST), both ends included. */
export const leadFilterQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  vertical: vehicleVerticalSchema.optional(),
  brand: optionalFilter(),
  city: optionalFilter(),
  /** A lead kind ('quote', 'import', …) or a part of the page path the form was sent from. */
  source: optionalFilter(),
});
export type LeadFilterQuery = z.infer<typeof leadFilterQuerySchema>;

export const leadListQuerySchema = leadFilterQuerySchema.extend({
  _start: z.coerce.number().int().min(0, 'must be 0 or more').default(0),
  _limit: z.coerce.number().int().min(1, 'must be 1 or more').max(100, 'must be 100 or less').default(25),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const adminLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  vertical: vehicleVerticalSchema.nullable(),
  brandSlug: z.string().nullable(),
  modelSlug: z.string().nullable(),
  variantSlug: z.string().nullable(),
  timeline: z.enum(LEAD_TIMELINES).nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const leadListResponseSchema = z.object({
  items: z.array(adminLeadSchema),
  total: z.number().int().min(0),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** One lead and where it has been delivered. */
export const leadDetailSchema = adminLeadSchema.extend({
  deliveries: z.array(
    z.object({
      target: z.enum(LEAD_DELIVERY_TARGETS),
      status: z.enum(LEAD_DELIVERY_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      deliveredAt: z.string().nullable(),
    }),
  ),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadIdParamsSchema = idParamsSchema;
