import { DEFAULT_VERTICAL } from '../verticals';
import { z } from 'zod';
import { vehicleVerticalSchema } from '../vertical-schemas';
import {
  COMMON_REVIEW_ATTRIBUTES,
  REVIEW_LIMITS,
  REVIEW_USE_CASES,
  REVIEW_VEHICLE_STATUSES,
  TRUCK_REVIEW_ATTRIBUTES,
} from './review-fields';

const rating = z
  .number({ error: 'Please give a rating from 1 to 5' })
  .int('Please give a rating from 1 to 5')
  .min(1, 'Please give a rating from 1 to 5')
  .max(5, 'Please give a rating from 1 to 5');

const commonRatings = Object.fromEntries(COMMON_REVIEW_ATTRIBUTES.map((a) => [a, rating])) as Record<
  (typeof COMMON_REVIEW_ATTRIBUTES)[number],
  typeof rating
>;
const truckRatings = Object.fromEntries(TRUCK_REVIEW_ATTRIBUTES.map((a) => [a, rating.optional()])) as Record<
  (typeof TRUCK_REVIEW_ATTRIBUTES)[number],
  z.ZodOptional<typeof rating>
>;

const { titleMin, titleMax, descriptionMin, descriptionMax, kmDrivenMax } = REVIEW_LIMITS;

/**
 * POST general/review (and rate-vehicle/add). The truck attributes are required for a truck and refused
 * for other verticals by the API, which knows the model's vertical; name and email follow docs/domain.md#field-rules there.
 */
export const reviewRequestSchema = z.object({
  vertical: vehicleVerticalSchema.default(DEFAULT_VERTICAL),
  brandSlug: z.string().trim().min(1, 'Please choose a model').max(120),
  modelSlug: z.string().trim().min(1, 'Please choose a model').max(120),
  useCase: z.enum(REVIEW_USE_CASES, { error: 'Please choose a use case from the list' }),
  ...commonRatings,
  ...truckRatings,
  vehicleStatus: z.enum(REVIEW_VEHICLE_STATUSES, { error: 'Please choose new or old' }),
  kmDriven: z
    .number({ error: 'Please enter the km driven as a number' })
    .int('Please enter the km driven as a whole number')
    .min(0, 'Km driven cannot be negative')
    .max(kmDrivenMax, `Km driven should not be more than ${kmDrivenMax}`)
    .nullable()
    .optional(),
  title: z
    .string({ error: 'Please enter a review title' })
    .trim()
    .min(titleMin, `Review title should be at least ${titleMin} characters`)
    .max(titleMax, `Review title should not be more than ${titleMax} characters`),
  description: z
    .string({ error: 'Please describe your experience' })
    .trim()
    .min(descriptionMin, `Review description should be at least ${descriptionMin} characters`)
    .max(descriptionMax, `Review description should not be more than ${descriptionMax} characters`),
  name: z.string().max(100).default(''),
  email: z.string().max(254).default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export type ParsedReviewRequest = z.output<typeof reviewRequestSchema>;
