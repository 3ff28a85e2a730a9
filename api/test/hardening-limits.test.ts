import { MESSAGES } from '@cvb/validation';
import { testDatabases } from './databases';
import {
  call,
  freshMobile,
  PASSWORD,
  signUp,
  useAccountsApi,
  type AccountsTestApi,
} from './accounts-helpers';

const login = (api: AccountsTestApi, identifier: string, password: string, ip = '203.0.113.10') =>
  call(api, 'POST', '/api/auth/local', { identifier, password }, { ip });

describe.each(testDatabases)('login and password limits, text fields on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('stops password guessing on one account: the right password after 10 tries is a 429 with Retry-After', async () => {
    const { mobile } = await signUp(api);
    for (let guess = 1; guess <= 10; guess += 1) {
      const wrong = await login(api, mobile, `guess-${guess}`, `198.51.100.${guess}`);
      expect(wrong.statusCode).toBe(400);
    }
    const right = await login(api, mobile, PASSWORD, '198.51.100.99');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: true, message: MESSAGES.tooManyLogins, data: null });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const other = await signUp(api);
    expect((await login(api, other.mobile, PASSWORD)).statusCode).toBe(200);
    api.clock.advance(15 * 60_000 + 1000);
    expect((await login(api, mobile, PASSWORD)).statusCode).toBe(200);
  });

  it('limits current-password tries of a signed-in user', async () => {
    const { session } = await signUp(api);
    const change = (currentPassword: string) =>
      call(
        api,
        'POST',
        '/api/change-password',
        { currentPassword, newPassword: 'naya-password-7' },
        { session },
      );
    for (let guess = 1; guess <= 5; guess += 1) expect((await change(`wrong-${guess}`)).statusCode).toBe(400);
    const sixth = await change(PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.tooManyPasswordChanges);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('limits forgot-password resets of one mobile', async () => {
    const { mobile } = await signUp(api);
    const reset = () =>
      call(api, 'POST', '/api/change-password', {
        loginPhone: mobile,
        loginPassword: 'naya-password-7',
        verificationToken: 'guessed-token',
      });
    for (let guess = 1; guess <= 5; guess += 1) expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(429);
  });

  // Text rules (same app: one seeded database per file keeps this suite quick).

  it('refuses control characters with a 400 naming the field, on any route, body or query', async () => {
    const nul = await login(api, '98765\u000043210', PASSWORD);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: true,
      message: 'identifier: must not contain control characters',
      data: null,
    });
    const lead = await call(api, 'POST', '/api/general/lead-form', {
      kind: 'price-quote',
      name: 'Ravi\u0000',
      mobile: freshMobile(),
      source: '/trucks',
    });
    expect(lead.statusCode).toBe(400);
    expect(lead.body).toContain('name: must not contain control characters');
    const search = await call(api, 'GET', '/api/search?q=tata%00');
    expect(search.statusCode).toBe(400);
    expect(search.body).toContain('q: must not contain control characters');
  });

  it('gives names a maximum length: a 1,000,000-character profile name is refused, nothing stored', async () => {
    const { session, email } = await signUp(api);
    const huge = await call(api, 'PUT', '/api/users/me', { name: 'R'.repeat(1_000_000), email }, { session });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('name: must be 60 characters or less');
    const me = await call(api, 'GET', '/api/auth/me', undefined, { session });
    expect(me.json().user.name).toBe('Suresh Patil');
  });

  it('refuses emails like <script>@x.co in sign-up and profile', async () => {
    const { session } = await signUp(api);
    const profile = await call(
      api,
      'PUT',
      '/api/users/me',
      { name: 'Suresh Patil', email: '<script>@x.co' },
      { session },
    );
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(MESSAGES.emailInvalid);
  });
});

describe.each(testDatabases)('limits per client IP on %s', (kind) => {
  const api = useAccountsApi(kind, {
    env: { LOGIN_IP_LIMIT_PER_HOUR: '3', OTP_IP_LIMIT_PER_HOUR: '2', SUBMISSION_IP_LIMIT_PER_HOUR: '2' },
  });

  it('limits newsletter and contact submissions per IP, and leads per mobile, with Retry-After', async () => {
    const subscribe = (email: string) =>
      call(api, 'POST', '/api/general/subscribe', { email, category: 'subscription' }, { ip: '192.0.2.80' });
    expect((await subscribe('fleet1@sharma.in')).statusCode).toBeLessThan(300);
    expect((await subscribe('fleet2@sharma.in')).statusCode).toBeLessThan(300);
    const third = await subscribe('fleet3@sharma.in');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MESSAGES.tooManySubmissions);
    expect(third.headers['retry-after']).toBeDefined();

    const mobile = freshMobile();
    const lead = (n: number) =>
      call(
        api,
        'POST',
        '/api/general/lead-form',
        {
          kind: 'quote',
          name: 'Ramesh Yadav',
          mobile,
          email: 'ramesh.yadav@example.in',
          pincode: '110001',
          city: 'new-delhi',
          vertical: 'truck',
          brandSlug: 'tata-motors',
          modelSlug: 'ace-gold',
          timeline: '30-days',
          source: '/trucks/tata-motors/ace-gold',
          idempotencyKey: `hardening-limit-${n}`,
        },
        { ip: `192.0.2.${100 + n}` },
      );
    // Valid leads that still need a code (409): each counts against the mobile, whatever the IP.
    for (let n = 1; n <= 10; n += 1) expect((await lead(n)).statusCode).toBe(409);
    const eleventh = await lead(11);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ error: true, message: MESSAGES.tooManySubmissions });
  });

  it('counts every sign-in from one IP, whatever the account; another IP is not affected', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(api, freshMobile(), 'any-password', '192.0.2.50')).statusCode).toBe(400);
    }
    const fourth = await login(api, freshMobile(), 'any-password', '192.0.2.50');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await login(api, freshMobile(), 'any-password', '192.0.2.51')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const spoofed = (forwardedFor: string) =>
      call(
        api,
        'POST',
        '/api/auth/local',
        { identifier: freshMobile(), password: 'x-password' },
        { ip: '192.0.2.60', headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await spoofed(`10.0.0.${attempt}`)).statusCode).toBe(400);
    expect((await spoofed('10.0.0.99')).statusCode).toBe(429);
  });

  it('send-otp answers 429, not "Username already taken", once the IP budget is spent', async () => {
    const { mobile } = await signUp(api, {});
    const send = (to: string) =>
      call(api, 'POST', '/api/general/send-otp', { mobile: to, purpose: 'signup' }, { ip: '192.0.2.70' });
    expect((await send(freshMobile())).statusCode).toBe(200);
    expect((await send(freshMobile())).statusCode).toBe(200);
    const probe = await send(mobile);
    expect(probe.statusCode).toBe(429);
    expect(probe.json().message).not.toMatch(/taken|not found/i);
    expect(probe.headers['retry-after']).toBeDefined();
  });

  it('answers with nosniff, no framing, no referrer and a CSP that allows nothing', async () => {
    const health = await call(api, 'GET', '/api/health');
    expect(health.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    });
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const docs = await call(api, 'GET', '/api/docs/json');
    expect(docs.headers['content-security-policy']).toBeUndefined();
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});
