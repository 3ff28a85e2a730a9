import { Writable } from 'node:stream';
import { userListResponseSchema } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { openTestDatabase, testDatabases } from './databases';
import { fromShell } from './proxy-secret';
import { ADMIN_MOBILE, call, PASSWORD, SITE, sessionOf, signUp, useAccountsApi } from './accounts-helpers';

describe.each(testDatabases)('roles on %s', (kind) => {
  const api = useAccountsApi(kind);

  async function withRole(role: 'user' | 'editor' | 'admin'): Promise<string> {
    const { id, mobile } = await signUp(api);
    await api.database.db.update(users).set({ role }).where(eq(users.id, id));
    return sessionOf(await call(api, 'POST', '/api/auth/local', { identifier: mobile, password: PASSWORD }));
  }

  it('answers 401 without a session and 403 for a plain user at admin/users', async () => {
    const anonymous = await call(api, 'GET', '/api/admin/users');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: true, message: 'Please log in to continue', data: null });
    const user = await call(api, 'GET', '/api/admin/users', undefined, { session: await withRole('user') });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({
      error: true,
      message: 'You do not have permission to do this',
      data: null,
    });
  });

  it('lists the users without secrets for editors and admins', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const response = await call(api, 'GET', '/api/admin/users', undefined, {
        session: await withRole(role),
      });
      expect(response.statusCode).toBe(200);
      const { users: listed } = userListResponseSchema.parse(response.json());
      expect(listed.map((user) => user.role)).toEqual(expect.arrayContaining(['admin', role]));
      expect(response.body).not.toMatch(/password|scrypt|hash/i);
    }
  });

  it('creates the first admin with ADMIN_MOBILE on an empty database', async () => {
    const [admin] = await api.database.db.select().from(users).where(eq(users.mobile, ADMIN_MOBILE));
    expect(admin).toMatchObject({ role: 'admin', name: 'Administrator' });
    expect(admin.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe.each(testDatabases)('seeded admin on %s', (kind) => {
  it('prints a random admin password once, which logs in; a restart prints nothing', async () => {
    const database = await openTestDatabase(kind);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const start = () =>
      buildApp({ database, logger: { level: 'warn', stream }, accounts: { env: { NODE_ENV: 'test' } } });
    try {
      const first = await start();
      const line = lines.find((text) => text.includes('Admin account:')) ?? '';
      const [, mobile, password] = line.match(/mobile (\d{10}) password (\S+)/) ?? [];
      expect(mobile).toMatch(/^9\d{9}$/);
      expect(password.length).toBeGreaterThanOrEqual(16);
      const login = await first.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: mobile, password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.role).toBe('admin');
      await first.close();

      const printed = lines.length;
      const second = await start();
      await second.close();
      expect(lines.slice(printed).join('')).not.toContain('Admin account:');
      expect(lines.join('')).not.toContain('scrypt$');
    } finally {
      await database.close();
    }
  });
});

describe.each(testDatabases)('CSRF origin check on %s', (kind) => {
  const api = useAccountsApi(kind, { env: { CVB_TRUSTED_ORIGINS: 'https://www.cvbazaar.in' } });
  const profile = { name: 'Farhan Ali', email: 'farhan@example.in' };

  it('refuses a cross-site request with the session cookie (403) and changes nothing', async () => {
    const { session } = await signUp(api);
    const crossSite = await call(api, 'PUT', '/api/users/me', profile, {
      session,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: true, message: 'Cross-site request refused', data: null });
    const logout = await call(api, 'POST', '/api/auth/logout', undefined, {
      session,
      origin: 'http://localhost:8080',
    });
    expect(logout.statusCode).toBe(403);
    expect((await call(api, 'GET', '/api/auth/me', undefined, { session })).json().user.name).toBe(
      'Suresh Patil',
    );
  });

  it('refuses a state change with the cookie but neither Origin nor Referer', async () => {
    const { session } = await signUp(api);
    const response = await call(api, 'PUT', '/api/users/me', profile, { session, origin: null });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same host by Origin, by Referer, through the proxy and from a trusted origin', async () => {
    const { session } = await signUp(api);
    const put = (options: { origin?: string | null; headers?: Record<string, string> }) =>
      call(api, 'PUT', '/api/users/me', profile, { session, ...options });
    expect((await put({ origin: SITE })).statusCode).toBe(200);
    expect((await put({ origin: null, headers: { referer: `${SITE}/trucks?x=1` } })).statusCode).toBe(200);
    expect((await put({ origin: null, headers: { referer: 'https://evil.example/page' } })).statusCode).toBe(
      403,
    );
    // The shell on localhost:3400 proxies /api to 127.0.0.1:4400 and forwards the page's host.
    const throughProxy = (ip: string, vouched = true) =>
      call(api, 'PUT', '/api/users/me', profile, {
        session,
        ip,
        origin: 'http://localhost:3400',
        headers: {
          host: '127.0.0.1:4400',
          'x-forwarded-host': 'localhost:3400',
          ...(vouched ? fromShell : {}),
        },
      });
    expect((await throughProxy('127.0.0.1')).statusCode).toBe(200);
    // Only a proxy that holds PROXY_SECRET (or is listed in TRUST_PROXY) may name the host, wherever it calls from.
    expect((await throughProxy('203.0.113.10')).statusCode).toBe(200);
    expect((await throughProxy('127.0.0.1', false)).statusCode).toBe(403);
    expect((await throughProxy('203.0.113.10', false)).statusCode).toBe(403);
    expect(
      (await put({ origin: 'http://localhost:3400', headers: { host: '127.0.0.1:4400' } })).statusCode,
    ).toBe(403);
    expect((await put({ origin: 'https://www.cvbazaar.in' })).statusCode).toBe(200);
  });

  it('refuses a cross-site login too, and lets GET and cookie-less server calls through', async () => {
    const { mobile } = await signUp(api);
    const crossLogin = await call(
      api,
      'POST',
      '/api/auth/local',
      { identifier: mobile, password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(crossLogin.statusCode).toBe(403);
    const serverCall = await call(
      api,
      'POST',
      '/api/auth/local',
      { identifier: mobile, password: PASSWORD },
      { origin: null },
    );
    expect(serverCall.statusCode).toBe(200);
    const read = await call(api, 'GET', '/api/auth/me', undefined, {
      session: sessionOf(serverCall),
      origin: 'https://evil.example',
    });
    expect(read.statusCode).toBe(200);
  });
});
