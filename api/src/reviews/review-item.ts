import { REVIEW_ATTRIBUTES, type ReviewItem } from '@cvb/contracts';
import type { vehicleReviews } from '../db/schema-reviews';

type ReviewRow = typeof vehicleReviews.$inferSelect;

/** The mean of the ratings a review gave (truck attributes may be absent), one decimal. */
export function overallOf(ratings: ReviewItem['ratings']): number {
  const given = Object.values(ratings).filter((value): value is number => value !== null);
  return Math.round((given.reduce((sum, value) => sum + value, 0) / given.length) * 10) / 10;
}

/** A stored review as the public sees it: the email and the user id stay on the server. */
export function toReviewItem(row: ReviewRow): ReviewItem {
  const ratings = Object.fromEntries(
    REVIEW_ATTRIBUTES.map((attribute) => [attribute, row[attribute]]),
  ) as ReviewItem['ratings'];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    name: row.name,
    useCase: row.useCase as ReviewItem['useCase'],
    vehicleStatus: row.vehicleStatus,
    kmDriven: row.kmDriven,
    overall: overallOf(ratings),
    ratings,
    createdAt: row.createdAt.toISOString(),
  };
}
