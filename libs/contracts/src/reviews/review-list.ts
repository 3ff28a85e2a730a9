import { DEFAULT_VERTICAL } from '../verticals';
import { z } from 'zod';
import { REVIEW_ATTRIBUTES, type ReviewAttribute } from '../catalogue/review-attributes';
import { reviewSummarySchema } from '../catalogue/reviews';
import { vehicleVerticalSchema } from '../vertical-schemas';
import { REVIEW_SCOPES, REVIEW_USE_CASES, REVIEW_VEHICLE_STATUSES, REVIEWS_PAGE_MAX } from './review-fields';

const givenRating = z.number().int().min(1).max(5).nullable();

/** One visitor's review as everyone may read it: no email, no user id. Texts are plain text. */
export const reviewItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  name: z.string(),
  useCase: z.enum(REVIEW_USE_CASES),
  vehicleStatus: z.enum(REVIEW_VEHICLE_STATUSES),
  kmDriven: z.number().int().nullable(),
  /** The mean of this review's own ratings, one decimal. */
  overall: z.number().min(1).max(5),
  ratings: z.object(
    Object.fromEntries(REVIEW_ATTRIBUTES.map((attribute) => [attribute, givenRating])) as Record<
      ReviewAttribute,
      typeof givenRating
    >,
  ),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** GET rate-vehicle/getdata: a model's reviews, newest first. */
export const reviewListQuerySchema = z.object({
  vertical: vehicleVerticalSchema.default(DEFAULT_VERTICAL),
  brandSlug: z.string().trim().min(1).max(120),
  modelSlug: z.string().trim().min(1).max(120),
  scope: z.enum(REVIEW_SCOPES).default('few'),
  _start: z.coerce.number().int().min(0).default(0),
  _limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).optional(),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(reviewItemSchema),
  /** All stored reviews of the model, whatever the scope. */
  total: z.number().int().min(0),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const reviewRecordedResponseSchema = z.object({
  message: z.string(),
  /** True when the automatic check held the review for an editor: it is not public yet. */
  held: z.boolean().optional(),
  /** True when the user's earlier review of this model was replaced. */
  updated: z.boolean(),
  review: reviewItemSchema,
  summary: reviewSummarySchema,
});
export type ReviewRecordedResponse = z.infer<typeof reviewRecordedResponseSchema>;
