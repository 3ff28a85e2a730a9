import {
  ACCOUNT_MESSAGES,
  accountUserAnswerSchema,
  loginRequestSchema,
  logoutResponseSchema,
  registerRequestSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answer } from '../account-answers';
import type { AccountsContext } from '../accounts-context';
import { authenticate, loginSubject, registerUser } from '../account-service';
import { LIMIT_MESSAGES, loginBuckets, registerBuckets, takeAttempt } from '../attempt-limits';
import { clearSessionCookie, setSessionCookie } from '../session-cookie';
import { createSession, revokeSession, SESSION_COOKIE } from '../sessions';
import { ACCOUNT_FAILURES } from './account-failures';

/** POST auth/local/register, auth/local (docs/domain.md#account-messages) and auth/logout; the session lives in the cvb_session cookie. */
export const authLocalRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, secureCookies } = accounts;

  /** A new session for the user; the one the request came with (if any) is revoked, so ids never carry over. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const now = clock();
    await revokeSession(db, request.cookies[SESSION_COOKIE], now);
    setSessionCookie(reply, await createSession(db, userId, now), secureCookies);
    reply.header('cache-control', 'no-store');
  }

  app.post(
    '/auth/local/register',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Signs up with a mobile confirmed by a signup code, and signs in; LOGIN_IP_LIMIT_PER_HOUR per IP (429)',
        body: registerRequestSchema,
        response: { 200: accountUserAnswerSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request, reply) => {
      await takeAttempt(
        accounts.limiter,
        clock().getTime(),
        LIMIT_MESSAGES.register,
        registerBuckets(request.ip, accounts),
      );
      const user = await registerUser(db, request.body, clock());
      await startSession(request, reply, user.id);
      return answer(ACCOUNT_MESSAGES.signupSuccess, user);
    },
  );

  app.post(
    '/auth/local',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Signs in with the mobile number (or email) and password; 10 tries per account per 15 minutes, LOGIN_IP_LIMIT_PER_HOUR per IP (429 + Retry-After)',
        body: loginRequestSchema,
        response: { 200: accountUserAnswerSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      await takeAttempt(
        accounts.limiter,
        clock().getTime(),
        LIMIT_MESSAGES.login,
        loginBuckets(await loginSubject(db, identifier), request.ip, accounts),
      );
      const user = await authenticate(db, identifier, password);
      await startSession(request, reply, user.id);
      return answer(ACCOUNT_MESSAGES.loginSuccess, user);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revokes the session and clears its cookie',
        response: { 200: logoutResponseSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request, reply) => {
      await revokeSession(db, request.cookies[SESSION_COOKIE], clock());
      clearSessionCookie(reply, secureCookies);
      reply.header('cache-control', 'no-store');
      return answer(ACCOUNT_MESSAGES.loggedOut, null);
    },
  );
};
