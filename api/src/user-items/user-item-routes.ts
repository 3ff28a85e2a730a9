import { accountFailureSchema, myAdsResponseSchema, myReviewsResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { adsOfUser } from './my-ads';
import { reviewsOfUser } from './my-reviews';
import { myAdStatusRoutes } from '../ads/my-ad-status';
import { ownReviewRoutes } from '../reviews/own-review-routes';

/** GET users/me/reviews and users/me/ads: what the signed-in user has written and put up for sale. */
export const usersMeItemRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const signedIn = requireRole(db, [], clock);
  const refusals = { 401: accountFailureSchema } as const;
  await app.register(myAdStatusRoutes, { accounts });
  await app.register(ownReviewRoutes, { accounts });

  app.get(
    '/users/me/reviews',
    {
      preHandler: signedIn,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's vehicle reviews, newest first",
        response: { 200: myReviewsResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviewsOfUser(db, (await signedInUser(db, request, clock)).id);
    },
  );

  app.get(
    '/users/me/ads',
    {
      preHandler: signedIn,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's used-vehicle ads, newest first",
        response: { 200: myAdsResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adsOfUser(db, (await signedInUser(db, request, clock)).id);
    },
  );
};
