import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountFailureSchema, errorResponseSchema, pathIdSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { reviewStored } from '../catalogue/cached-review-summary';
import { vehicleReviews } from '../db/schema-reviews';
import { NotFoundError } from '../http/not-found';

const reviewParamsSchema = z.object({
  id: pathIdSchema,
});

/**
 * DELETE users/me/reviews/:id: the reviewer takes their own review down (editing is posting again: a repeat
 * replaces it). The model's rating follows at once: its cached summary and the cached catalogue answers are
 * dropped (`reviewStored`). Another user's review is a 404.
 */
export const myReviewDeleteRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
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
