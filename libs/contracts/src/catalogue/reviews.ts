import { z } from 'zod';
import { REVIEW_ATTRIBUTES, type ReviewAttribute } from './review-attributes';

/** An editor's verdict on a model; `rating` is 1–5 with one decimal. */
export const expertReviewSchema = z.object({
  title: z.string(),
  verdict: z.string(),
  author: z.string(),
  rating: z.number().min(1).max(5),
  /** ISO date, YYYY-MM-DD. */
  publishedAt: z.string(),
  /** The review's own page, `/expert-reviews/<slug>`, when it has one (its title and verdict are that page's). */
  slug: z.string().optional(),
});
export type ExpertReview = z.infer<typeof expertReviewSchema>;

const average = z.number().min(1).max(5).nullable();

/**
 * Aggregates of the visitors' reviews of a model: averages to one decimal, null when nobody rated
 * (count 0, or an attribute that the vertical's reviews do not ask).
 */
export const reviewSummarySchema = z.object({
  count: z.number().int().min(0),
  averageOverall: average,
  attributes: z.object(
    Object.fromEntries(REVIEW_ATTRIBUTES.map((attribute) => [attribute, average])) as Record<
      ReviewAttribute,
      typeof average
    >,
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
