import { REVIEW_ATTRIBUTES, type ReviewAttribute } from '../catalogue/review-attributes';

import { COMMON_REVIEW_ATTRIBUTES } from '../verticals/common';

/** docs/domain.md#reviews: the attributes every review rates (one list, with the verticals). */
export { COMMON_REVIEW_ATTRIBUTES };

/** docs/domain.md#reviews: the attributes a truck review rates on top of the common ones. */
export const TRUCK_REVIEW_ATTRIBUTES = REVIEW_ATTRIBUTES.filter(
  (attribute): attribute is Exclude<ReviewAttribute, (typeof COMMON_REVIEW_ATTRIBUTES)[number]> =>
    !(COMMON_REVIEW_ATTRIBUTES as readonly string[]).includes(attribute),
);
export type TruckReviewAttribute = (typeof TRUCK_REVIEW_ATTRIBUTES)[number];

/** Use cases of docs/domain.md#reviews, as slugs. */
export const REVIEW_USE_CASES = [
  'goods-transportation',
  'mining',
  'construction',
  'civic-applications',
  'waste-management',
  'agricultural-support',
  'public-transportation',
  'school-transportation',
  'tourism',
  'general-use',
  'last-mile-transportation',
  'taxi-services',
  'goods-delivery',
] as const;
export type ReviewUseCase = (typeof REVIEW_USE_CASES)[number];

export const REVIEW_VEHICLE_STATUSES = ['new', 'old'] as const;
export type ReviewVehicleStatus = (typeof REVIEW_VEHICLE_STATUSES)[number];

/** Length limits of the plain-text fields and the km reading, shared by the form and the API. */
export const REVIEW_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMin: 20,
  descriptionMax: 2000,
  kmDrivenMax: 5_000_000,
} as const;

/** Review scope (docs/domain.md#reviews); "few" shows the first REVIEWS_FEW of the newest reviews. */
export const REVIEW_SCOPES = ['all', 'few'] as const;
export const REVIEWS_FEW = 3;
export const REVIEWS_PAGE_MAX = 100;

/** Review promotion (docs/domain.md#reviews): a voucher worth Rs 5000. */
export const REVIEW_VOUCHER_RUPEES = 5000;

/** docs/domain.md#reviews: the message of a recorded rating, exactly. */
export const REVIEW_RECORDED_MESSAGE = 'your rating and review has been recorded';
