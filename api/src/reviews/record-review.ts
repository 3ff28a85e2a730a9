import {
  MODERATION_MESSAGES,
  REVIEW_RECORDED_MESSAGE,
  TRUCK_REVIEW_ATTRIBUTES,
  verticalDefinition,
  type ParsedReviewRequest,
  type ReviewAttribute,
  type ModerationStatus,
  type ReviewRecordedResponse,
  type VehicleVertical,
} from '@cvb/contracts';
import { emailRule, nameRule } from '@cvb/validation';
import { and, eq } from 'drizzle-orm';
import { initialModeration, type InitialModeration } from '../admin/moderation/check-new-item';
import { reviewStored } from '../catalogue/cached-review-summary';
import type { Db } from '../db/database';
import { vehicleReviews } from '../db/schema-reviews';
import { BadRequestError } from '../http/bad-request';
import { reviewSummaryOf } from '../catalogue/engine/review-summary';
import { findReviewedModel } from './model-ref';
import { toReviewItem } from './review-item';
import { ModelNotFoundError } from './model-not-found';

/** The optional ratings of a request (beyond the common ones every review gives). */
type ExtraRatings = Pick<ParsedReviewRequest, (typeof TRUCK_REVIEW_ATTRIBUTES)[number]>;

/** The extra ratings (docs/domain.md#reviews) a vertical's definition asks are required; the others are stored as null. */
function extraRatingsOf(request: ParsedReviewRequest, vertical: VehicleVertical): ExtraRatings {
  const rated: readonly ReviewAttribute[] = verticalDefinition(vertical).reviewAttributes;
  const ratings: ExtraRatings = {};
  for (const attribute of TRUCK_REVIEW_ATTRIBUTES) {
    const asked = rated.includes(attribute);
    const value = request[attribute];
    if (asked && value === undefined) {
      throw new BadRequestError(`${attribute}: Please give a rating from 1 to 5`);
    }
    ratings[attribute] = asked ? value : undefined;
  }
  return ratings;
}

/** States an editor put a review in: posting it again must not make it public without another check. */
const TAKEN_DOWN: ReadonlySet<ModerationStatus> = new Set(['hidden', 'rejected', 'deleted']);

function heldAsRepost(checked: InitialModeration): InitialModeration {
  return { ...checked, moderation: 'held', holdReason: checked.holdReason ?? 'repost' };
}

function checkContact(request: ParsedReviewRequest): void {
  const problem = nameRule(request.name) ?? emailRule(request.email);
  if (problem) throw new BadRequestError(problem);
}

/**
 * Stores a signed-in user's review of a model. One review per user per model: a repeat replaces the
 * earlier one (and counts once in the aggregates). Texts are stored verbatim as plain text. A text with a
 * link, a phone number or a repeat of the user's recent text is held for an editor's check (not public yet),
 * and so is a repeat of a review an editor hid, rejected or deleted.
 */
export async function recordReview(
  db: Db,
  userId: number,
  request: ParsedReviewRequest,
): Promise<ReviewRecordedResponse> {
  const model = await findReviewedModel(db, request.vertical, request.brandSlug, request.modelSlug);
  if (!model) throw new ModelNotFoundError();
  checkContact(request);
  const extraRatings = extraRatingsOf(request, model.vertical);
  const values = {
    modelId: model.id,
    userId,
    useCase: request.useCase,
    comfort: request.comfort,
    valueForMoney: request.valueForMoney,
    mileage: request.mileage,
    exterior: request.exterior,
    easeOfDriving: extraRatings.easeOfDriving ?? null,
    upTime: extraRatings.upTime ?? null,
    afterSaleService: extraRatings.afterSaleService ?? null,
    costEffective: extraRatings.costEffective ?? null,
    driverSafety: extraRatings.driverSafety ?? null,
    cabinComfort: extraRatings.cabinComfort ?? null,
    durability: extraRatings.durability ?? null,
    kmDriven: request.kmDriven ?? null,
    vehicleStatus: request.vehicleStatus,
    title: request.title,
    description: request.description,
    name: request.name.trim(),
    email: request.email.trim().toLowerCase(),
    createdAt: new Date(),
  };
  const [earlier] = await db
    .select({ id: vehicleReviews.id, moderation: vehicleReviews.moderation })
    .from(vehicleReviews)
    .where(and(eq(vehicleReviews.modelId, model.id), eq(vehicleReviews.userId, userId)));
  const checked = await initialModeration(
    db,
    'review',
    userId,
    [request.title, request.description],
    earlier?.id,
  );
  const moderation = earlier && TAKEN_DOWN.has(earlier.moderation) ? heldAsRepost(checked) : checked;
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
