import { DEFAULT_VERTICAL } from '../verticals';
import { z } from 'zod';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';
import { modelSummarySchema } from './model-summary';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens');
const visitorId = z.string().regex(/^[A-Za-z0-9_-]{6,80}$/, 'visitorId must be 6-80 letters, digits, _ or -');

export const similarQuerySchema = z.object({
  type: vehicleVerticalSchema,
  slug,
  locale: localeCodeSchema.optional(),
});
export const similarResponseSchema = z.object({ data: z.array(modelSummarySchema) });

export const recentlyViewedBodySchema = z.object({
  visitorId,
  vertical: vehicleVerticalSchema.default(DEFAULT_VERTICAL),
  brandSlug: slug.optional(),
  modelSlug: slug,
});
export type RecentlyViewedBody = z.infer<typeof recentlyViewedBodySchema>;
export const recentlyViewedQuerySchema = z.object({ visitorId });
export const recentlyViewedResponseSchema = z.object({ data: z.array(modelSummarySchema) });
