import { currentUserResponseSchema } from '@cvb/contracts';
import { hashSessionToken, SESSION_COOKIE } from '../src/accounts/sessions';
import { sessions, users } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('GET /api/auth/me on %s', (kind) => {
  const api = useTestApi(kind);

  async function me(token?: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: token === undefined ? {} : { [SESSION_COOKIE]: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return currentUserResponseSchema.parse(response.json());
  }

  let nextMobile = 0;

  async function sessionFor(token: string, session: { expiresAt: Date; revokedAt?: Date }): Promise<number> {
    const { db } = api.database;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Ramesh Yadav',
        mobile: String(9800000000 + (nextMobile += 1)),
      })
      .returning({ id: users.id });
    await db.insert(sessions).values({ userId: user.id, tokenHash: hashSessionToken(token), ...session });
    return user.id;
  }

  it('answers a null user without a cookie or with an unknown token', async () => {
    expect(await me()).toEqual({ user: null });
    expect(await me('no-such-token')).toEqual({ user: null });
  });

  it('answers the user of a live session', async () => {
    const id = await sessionFor('live-token', { expiresAt: new Date(Date.now() + 30 * DAY) });
    expect(await me('live-token')).toEqual({ user: { id, name: 'Ramesh Yadav' } });
  });

  it('answers null for a revoked or an expired session', async () => {
    await sessionFor('revoked-token', { expiresAt: new Date(Date.now() + 29 * DAY), revokedAt: new Date() });
    await sessionFor('expired-token', { expiresAt: new Date(Date.now() - DAY) });
    expect(await me('revoked-token')).toEqual({ user: null });
    expect(await me('expired-token')).toEqual({ user: null });
  });
});
