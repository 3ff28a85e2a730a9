import { ACCOUNT_MESSAGES, accountUserAnswerSchema, changePasswordRequestSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../account-answers';
import type { AccountsContext } from '../accounts-context';
import { AccountError } from '../account-error';
import { changeOwnPassword, resetPassword } from '../account-service';
import { LIMIT_MESSAGES, passwordChangeBuckets, takeAttempt } from '../attempt-limits';
import { userOfRequest } from '../request-user';
import { setSessionCookie } from '../session-cookie';
import { createSession } from '../sessions';
import { ACCOUNT_FAILURES } from './account-failures';

/**
 * POST change-password. Forgot-password mode: { loginPhone, loginPassword, verificationToken } after a
 * confirmed 'reset' code; every session of the user ends. Signed in: { currentPassword, newPassword };
 * the user's other sessions end and the current one is replaced.
 */
export const changePasswordRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, secureCookies } = accounts;
  app.post(
    '/change-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password (forgot-password mode or signed in)',
        body: changePasswordRequestSchema,
        response: { 200: accountUserAnswerSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      const attempt = (account: string) =>
        takeAttempt(
          accounts.limiter,
          clock().getTime(),
          LIMIT_MESSAGES.password,
          passwordChangeBuckets(account, request.ip, accounts),
        );
      if ('verificationToken' in body) {
        await attempt(`mobile:${body.loginPhone}`);
        const user = await resetPassword(db, body, clock());
        return answer(ACCOUNT_MESSAGES.passwordChanged, user);
      }
      const current = await userOfRequest(db, request, clock);
      if (!current) throw new AccountError(401, ACCOUNT_MESSAGES.loginRequired);
      await attempt(`user:${current.id}`);
      const now = clock();
      const user = await changeOwnPassword(db, current.id, body, now);
      setSessionCookie(reply, await createSession(db, user.id, now), secureCookies);
      return answer(ACCOUNT_MESSAGES.passwordChanged, user);
    },
  );
};
