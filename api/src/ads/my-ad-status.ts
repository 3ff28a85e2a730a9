import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { accountFailureSchema, errorResponseSchema, pathIdSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { usedVehicleAds } from '../db/schema-ads';
import { NotFoundError } from '../http/not-found';

const adParamsSchema = z.object({
  id: pathIdSchema,
});
const statusAnswerSchema = z.object({ id: z.number().int(), status: z.enum(['sold', 'removed']) });
const refusals = { 400: errorResponseSchema, 401: accountFailureSchema, 404: errorResponseSchema } as const;

/**
 * The seller's own ads: POST users/me/ads/:id/sold marks one sold, DELETE users/me/ads/:id takes it down.
 * Either way it leaves the public list at once; another user's ad, or one already removed, is a 404.
 */
export const myAdStatusRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const signedIn = requireRole(db, [], clock);

  async function setStatus(userId: number, id: number, status: 'sold' | 'removed') {
    const updated = await db
      .update(usedVehicleAds)
      // A sold ad records when, as the seller's dashboard does (used-market/my-ads/:id/sold).
      .set(status === 'sold' ? { status, soldAt: clock() } : { status })
      .where(
        and(
          eq(usedVehicleAds.id, id),
          eq(usedVehicleAds.userId, userId),
          ne(usedVehicleAds.status, 'removed'),
        ),
      )
      .returning({ id: usedVehicleAds.id });
    if (updated.length === 0) throw new NotFoundError(`You have no ad ${id}`);
    return { id, status };
  }

  app.post(
    '/users/me/ads/:id/sold',
    {
      preValidation: signedIn,
      schema: {
        tags: ['ads'],
        summary: "Marks one of the signed-in user's ads as sold",
        params: adParamsSchema,
        response: { 200: statusAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(db, request, clock);
      return setStatus(user.id, request.params.id, 'sold');
    },
  );

  app.delete(
    '/users/me/ads/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['ads'],
        summary: "Takes one of the signed-in user's ads down (kept as removed, never shown again)",
        params: adParamsSchema,
        response: { 200: statusAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(db, request, clock);
      return setStatus(user.id, request.params.id, 'removed');
    },
  );
};
