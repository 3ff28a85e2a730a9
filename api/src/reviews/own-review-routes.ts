import {
  accountFailureSchema,
  errorResponseSchema,
  reviewEditRequestSchema,
  reviewRecordedResponseSchema,
  pathIdSchema,
} from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { reviewStored } from '../catalogue/cached-review-summary';
import { vehicleReviews } from '../db/schema-reviews';
import { NotFoundError } from '../http/not-found';
import { editOwnReview } from './edit-own-review';

const reviewParamsSchema = z.object({
  id: pathIdSchema,
});

/**
 * The reviewer's own review: PATCH users/me/reviews/:id edits its text or ratings, DELETE takes it down. The model's
 * rating follows at once either way (its cached summary and the cached catalogue answers are dropped). Another
 * user's review is a 404.
 */
export const ownReviewRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  app.patch(
    '/users/me/reviews/:id',
    {
      preValidation: requireRole(db, [], clock),
      schema: {
        tags: ['reviews'],
        summary:
          "Edits one of the signed-in user's reviews (title, text, ratings); the model's rating follows",
        params: reviewParamsSchema,
        body: reviewEditRequestSchema,
        response: {
          200: reviewRecordedResponseSchema,
          400: errorResponseSchema,
          401: accountFailureSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(db, request, clock);
      return editOwnReview(db, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/users/me/reviews/:id',
    {
      preValidation: requireRole(db, [], clock),
      schema: {
        tags: ['reviews'],
        summary: "Deletes one of the signed-in user's reviews; the model's rating follows",
        params: reviewParamsSchema,
        response: {
          200: z.object({ id: z.number().int(), deleted: z.literal(true) }),
          400: errorResponseSchema,
          401: accountFailureSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(db, request, clock);
      const { id } = request.params;
      const deleted = await db
        .delete(vehicleReviews)
        .where(and(eq(vehicleReviews.id, id), eq(vehicleReviews.userId, user.id)))
        .returning({ id: vehicleReviews.id, modelId: vehicleReviews.modelId });
      if (deleted.length === 0) throw new NotFoundError(`You have no review ${id}`);
      await reviewStored(db, deleted[0].modelId);
      return { id, deleted: true as const };
    },
  );
};
