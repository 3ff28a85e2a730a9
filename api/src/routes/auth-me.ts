import { currentUserResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { SESSION_COOKIE, userForSessionToken } from '../auth/session-user';

export const authMeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: `The user of the session in the httpOnly ${SESSION_COOKIE} cookie, or null`,
        response: { 200: currentUserResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await userForSessionToken(db, request.cookies[SESSION_COOKIE]) };
    },
  );
};
