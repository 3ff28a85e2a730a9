import { userListResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts-context';
import { requireRole } from '../request-user';
import { listUsers } from '../user-records';
import { ACCOUNT_FAILURES } from './account-failures';

/** GET admin/users: every user without secrets, for editors and admins. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  app.get(
    '/admin/users',
    {
      preHandler: requireRole(db, ['admin', 'editor'], clock),
      schema: {
        tags: ['accounts'],
        summary: 'Lists the users (editors and admins only)',
        response: { 200: userListResponseSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { users: await listUsers(db) };
    },
  );
};
