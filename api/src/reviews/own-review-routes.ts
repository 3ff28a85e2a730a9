import {
  accountFailureSchema,
  errorResponseSchema,
  reviewEditRequestSchema,
  reviewRecordedResponseSchema,
  pathIdSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { editOwnReview } from './edit-own-review';

const reviewParamsSchema = z.object({
  id: pathIdSchema,
});

/** PATCH users/me/reviews/:id: the reviewer edits their own review's text or ratings; the rating follows. */
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
};
