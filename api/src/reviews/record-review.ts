import {
  MODERATION_MESSAGES,
  REVIEW_RECORDED_MESSAGE,
  TRUCK_REVIEW_ATTRIBUTES,
  type ParsedReviewRequest,
  type ReviewRecordedResponse,
} from '@cvb/contracts';
import { emailRule, nameRule } from '@cvb/validation';
import { and, eq } from 'drizzle-orm';
import { initialModeration } from '../admin/moderation/check-new-item';
import { reviewStored } from '../catalogue/cached-review-summary';
import type { Db } from '../db/database';
import { vehicleReviews } from '../db/schema-reviews';
import { BadRequestError } from '../http/bad-request';
import { reviewSummaryOf } from '../catalogue/engine/review-summary';
import { findReviewedModel } from './model-ref';
import { toReviewItem } from './review-item';
import { ModelNotFoundError } from './model-not-found';

type TruckRatings = Pick<ParsedReviewRequest, (typeof TRUCK_REVIEW_ATTRIBUTES)[number]>;

/** Trucks rate all seven truck attributes; other verticals do not ask them, so they are stored as null. */
function truckRatingsOf(request: ParsedReviewRequest, isTruck: boolean): TruckRatings {
  const ratings: TruckRatings = {};
  for (const attribute of TRUCK_REVIEW_ATTRIBUTES) {
    const value = request[attribute];
    if (isTruck && value === undefined) {
      throw new BadRequestError(`${attribute}: Please give a rating from 1 to 5`);
    }
    ratings[attribute] = isTruck ? value : undefined;
  }
  return ratings;
}

function checkContact(request: ParsedReviewRequest): void {
  const problem = nameRule(request.name) ?? emailRule(request.email);
  if (problem) throw new BadRequestError(problem);
}

/**
 * Stores a signed-in user's review of a model. One review per user per model: a repeat replaces the
 * earlier one (and counts once in the aggregates). Texts are stored verbatim as plain text. A text with a
 * link, a phone number or a repeat of the user's recent text is held for an editor's check (not public yet).
 */
export async function recordReview(
  db: Db,
  userId: number,
  request: ParsedReviewRequest,
): Promise<ReviewRecordedResponse> {
  const model = await findReviewedModel(db, request.vertical, request.brandSlug, request.modelSlug);
  if (!model) throw new ModelNotFoundError();
  checkContact(request);
  const truckRatings = truckRatingsOf(request, model.vertical === 'truck');
  const values = {
    modelId: model.id,
    userId,
    useCase: request.useCase,
    comfort: request.comfort,
    valueForMoney: request.valueForMoney,
    mileage: request.mileage,
    exterior: request.exterior,
    easeOfDriving: truckRatings.easeOfDriving ?? null,
    upTime: truckRatings.upTime ?? null,
    afterSaleService: truckRatings.afterSaleService ?? null,
    costEffective: truckRatings.costEffective ?? null,
    driverSafety: truckRatings.driverSafety ?? null,
    cabinComfort: truckRatings.cabinComfort ?? null,
    durability: truckRatings.durability ?? null,
    kmDriven: request.kmDriven ?? null,
    vehicleStatus: request.vehicleStatus,
    title: request.title,
    description: request.description,
    name: request.name.trim(),
    email: request.email.trim().toLowerCase(),
    createdAt: new Date(),
  };
  const [earlier] = await db
    .select({ id: vehicleReviews.id })
    .from(vehicleReviews)
    .where(and(eq(vehicleReviews.modelId, model.id), eq(vehicleReviews.userId, userId)));
  const moderation = await initialModeration(
    db,
    'review',
    userId,
    [request.title, request.description],
    earlier?.id,
  );
  const [row] = await db
    .insert(vehicleReviews)
    .values({ ...values, ...moderation })
    .onConflictDoUpdate({
      target: [vehicleReviews.modelId, vehicleReviews.userId],
      set: { ...values, ...moderation },
    })
    .returning();
  await reviewStored(db, model.id);
  return {
    message: moderation.moderation === 'held' ? MODERATION_MESSAGES.held : REVIEW_RECORDED_MESSAGE,
    held: moderation.moderation === 'held',
    updated: earlier !== undefined,
    review: toReviewItem(row),
    summary: await reviewSummaryOf(db, model.id),
  };
}
