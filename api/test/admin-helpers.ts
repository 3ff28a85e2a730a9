import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { call, PASSWORD, sessionOf, signUp, type AccountsTestApi } from './accounts-helpers';

export type Role = 'user' | 'editor' | 'admin';

/** A signed-up user given `role`, logged in again so the session carries it; answers the session token. */
export async function sessionWithRole(api: AccountsTestApi, role: Role): Promise<string> {
  const { id, mobile } = await signUp(api);
  await api.database.db.update(users).set({ role }).where(eq(users.id, id));
  return sessionOf(await call(api, 'POST', '/api/auth/local', { identifier: mobile, password: PASSWORD }));
}

/** Expects `send(session)` to answer 401 without a session and 403 for a plain user. */
export async function expectEditorsOnly(
  api: AccountsTestApi,
  send: (session?: string) => Promise<{ statusCode: number; json(): unknown }>,
): Promise<void> {
  const anonymous = await send(undefined);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ error: true, message: 'Please log in to continue', data: null });
  const plain = await send(await sessionWithRole(api, 'user'));
  expect(plain.statusCode).toBe(403);
  expect(plain.json()).toEqual({ error: true, message: 'You do not have permission to do this', data: null });
}
