import type { z } from 'zod';
import { reviewRequestSchema } from './review-request';

/**
 * PATCH users/me/reviews/:id: the reviewer changes the title, text or any rating of their own review; fields
 * left out keep their value. The model's rating follows at once.
 */
export const reviewEditRequestSchema = reviewRequestSchema
  .pick({
    title: true,
    description: true,
    comfort: true,
    valueForMoney: true,
    mileage: true,
    exterior: true,
    easeOfDriving: true,
    upTime: true,
    afterSaleService: true,
    costEffective: true,
    driverSafety: true,
    cabinComfort: true,
    durability: true,
  })
  .partial();
export type ReviewEditRequest = z.input<typeof reviewEditRequestSchema>;
