import {
  accountFailureSchema,
  errorResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewRecordedResponseSchema,
  reviewRequestSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { listReviews } from './list-reviews';
import { recordReview } from './record-review';

/** Visitors' ratings and reviews: anyone reads them, a signed-in user writes one per model. */
export const reviewRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const tags = ['reviews'];
  const writeSchema = {
    tags,
    summary: "Records the signed-in user's rating and review of a model; a repeat replaces their earlier one",
    body: reviewRequestSchema,
    response: {
      200: reviewRecordedResponseSchema,
      201: reviewRecordedResponseSchema,
      400: errorResponseSchema,
      401: accountFailureSchema,
      403: accountFailureSchema,
      404: errorResponseSchema,
    },
  };
  for (const path of ['/general/review', '/rate-vehicle/add']) {
    app.post(
      path,
      { preValidation: requireRole(db, [], clock), schema: writeSchema },
      async (request, reply) => {
        const user = await signedInUser(db, request, clock);
        const recorded = await recordReview(db, user.id, request.body);
        return reply
          .code(recorded.updated ? 200 : 201)
          .header('cache-control', 'no-store')
          .send(recorded);
      },
    );
  }
  app.get(
    '/rate-vehicle/getdata',
    {
      schema: {
        tags,
        summary: "A model's reviews, newest first, with the overall and per-attribute averages",
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async ({ query }, reply) => {
      reply.header('cache-control', 'no-store');
      return listReviews(db, query);
    },
  );
};
