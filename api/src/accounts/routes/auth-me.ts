import { accountMeResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { systemClock, type Clock } from '../clock';
import { userOfRequest } from '../request-user';
import { SESSION_COOKIE } from '../sessions';

/** GET auth/me: { id, name, email, mobile, role } of the session, or null; the shell's PublicUser is a subset. */
export const authMeRoutes: FastifyPluginAsyncZod<{ db: Db; clock?: Clock }> = async (
  app,
  { db, clock = systemClock },
) => {
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: `The user of the session in the httpOnly ${SESSION_COOKIE} cookie, or null`,
        response: { 200: accountMeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await userOfRequest(db, request, clock) };
    },
  );
};
