import { ACCOUNT_MESSAGES, accountUserAnswerSchema, updateProfileRequestSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../account-answers';
import type { AccountsContext } from '../accounts-context';
import { updateProfile } from '../account-service';
import { requireRole, signedInUser } from '../request-user';
import { ACCOUNT_FAILURES } from './account-failures';

/** PUT users/me: the signed-in user's name and email (docs/domain.md#field-rules). */
export const usersMeRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  app.put(
    '/users/me',
    {
      preHandler: requireRole(db, [], clock),
      schema: {
        tags: ['accounts'],
        summary: "Updates the signed-in user's name and email",
        body: updateProfileRequestSchema,
        response: { 200: accountUserAnswerSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const current = await signedInUser(db, request, clock);
      return answer(ACCOUNT_MESSAGES.profileUpdated, await updateProfile(db, current.id, request.body));
    },
  );
};
