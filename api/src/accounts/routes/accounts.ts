import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerAccountFailures } from '../account-answers';
import type { AccountsContext } from '../accounts-context';
import { adminUserRoutes } from './admin-users';
import { authLocalRoutes } from './auth-local';
import { changePasswordRoutes } from './change-password';
import { devOutboxRoutes } from './dev-outbox';
import { generalOtpRoutes } from './general-otp';
import { usersMeRoutes } from './users-me';

/** Signup, login, logout, OTP, password, profile and user-list calls; failures as { error, message, data }. */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  answerAccountFailures(app);
  await app.register(generalOtpRoutes, { accounts });
  await app.register(authLocalRoutes, { accounts });
  await app.register(changePasswordRoutes, { accounts });
  await app.register(usersMeRoutes, { accounts });
  await app.register(adminUserRoutes, { accounts });
  // Absent, not merely refused, unless CVB_DEV_OUTBOX=on (never in production).
  if (accounts.outbox) await app.register(devOutboxRoutes, { outbox: accounts.outbox });
};
