import { accountMeResponseSchema, accountUserAnswerSchema, currentUserResponseSchema } from '@cvb/contracts';
import { MESSAGES } from '@cvb/validation';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { testDatabases } from './databases';
import {
  call,
  freshMobile,
  PASSWORD,
  sessionCookieOf,
  sessionOf,
  signUp,
  useAccountsApi,
  verifiedToken,
  type AccountsTestApi,
} from './accounts-helpers';

const REGISTER = '/api/auth/local/register';
const LOGIN = '/api/auth/local';

async function me(api: AccountsTestApi, session?: string) {
  const response = await call(api, 'GET', '/api/auth/me', undefined, { session });
  expect(response.statusCode).toBe(200);
  return accountMeResponseSchema.parse(response.json()).user;
}

async function login(api: AccountsTestApi, identifier: string, password: string, session?: string) {
  return call(api, 'POST', LOGIN, { identifier, password }, { session });
}

describe.each(testDatabases)('signup and login on %s', (kind) => {
  const api = useAccountsApi(kind);

  afterAll(() => {
    // No answer of this describe, success or failure, may reveal a password or its hash.
    expect(api.answers.length).toBeGreaterThan(20);
    for (const answer of api.answers) {
      expect(answer.body).not.toContain(PASSWORD);
      expect(answer.body).not.toMatch(/scrypt\$|password_?hash/i);
      expect(answer.body).not.toMatch(/"(login)?password"/i);
    }
  });

  it('registers with a verified mobile, signs in and shows the user at auth/me', async () => {
    const mobile = freshMobile();
    const verificationToken = await verifiedToken(api, mobile, 'signup');
    const response = await call(api, 'POST', REGISTER, {
      mobile,
      name: 'Gurpreet Kaur',
      email: 'Gurpreet.Kaur@Example.in',
      password: PASSWORD,
      verificationToken,
    });
    expect(response.statusCode).toBe(200);
    const body = accountUserAnswerSchema.parse(response.json());
    expect(body).toEqual({
      error: false,
      message: 'Sign up successful',
      data: {
        id: expect.any(Number),
        name: 'Gurpreet Kaur',
        email: 'gurpreet.kaur@example.in',
        mobile,
        role: 'user',
      },
    });
    const user = await me(api, sessionOf(response));
    expect(user).toEqual(body.data);
    // The shell reads the same answer with the PublicUser contract.
    const shellView = currentUserResponseSchema.parse({ user });
    expect(shellView.user).toEqual({ id: body.data?.id, name: 'Gurpreet Kaur' });
    // The username is the mobile number as an integer.
    expect(String(Number(user?.mobile))).toBe(mobile);
  });

  it('keeps only a salted scrypt hash of the password', async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    const rows = await api.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.mobile, a.mobile))
      .union(
        api.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.mobile, b.mobile)),
      );
    expect(rows).toHaveLength(2);
    for (const { hash } of rows) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(rows[0].hash).not.toBe(rows[1].hash);
  });

  it('sets an httpOnly, SameSite=Lax, Path=/ session cookie (not Secure outside production)', async () => {
    const mobile = freshMobile();
    const verificationToken = await verifiedToken(api, mobile, 'signup');
    const response = await call(api, 'POST', REGISTER, {
      mobile,
      name: 'Anil Kumar',
      email: `anil${mobile}@example.in`,
      password: PASSWORD,
      verificationToken,
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('checks every field with the exact field-rule messages', async () => {
    const mobile = freshMobile();
    const valid = {
      mobile,
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      password: '123456',
      verificationToken: 'x',
    };
    const cases: [Partial<typeof valid>, string][] = [
      [{ mobile: '98765432101' }, 'Mobile number should not be more than 10 digits'],
      [{ mobile: '987654321' }, 'Mobile number should not be less than 10 digits'],
      [{ mobile: '98765-4321' }, 'Enter correct mobile number'],
      [{ name: 'Ra' }, MESSAGES.nameTooShort],
      [{ name: 'Ravi 2' }, MESSAGES.nameLettersOnly],
      [{ email: 'ravi@example' }, 'Please provide a valid email address'],
      [{ password: '12345' }, MESSAGES.passwordTooShort],
    ];
    for (const [change, message] of cases) {
      const response = await call(api, 'POST', REGISTER, { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: true, message, data: null });
    }
    const missing = await call(api, 'POST', REGISTER, { mobile, name: 'Ravi Kumar' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/email/);
  });

  it('refuses to register without a signup verification of that mobile', async () => {
    const mobile = freshMobile();
    const other = freshMobile();
    const tokenOfOther = await verifiedToken(api, other, 'signup');
    const verifyToken = await verifiedToken(api, mobile, 'verify');
    for (const verificationToken of ['made-up', tokenOfOther, verifyToken]) {
      const response = await call(api, 'POST', REGISTER, {
        mobile,
        name: 'Meena Devi',
        email: `meena${mobile}@example.in`,
        password: PASSWORD,
        verificationToken,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Mobile number is not verified, please confirm the OTP again');
    }
  });

  it('refuses a verification token used once, or older than 10 minutes', async () => {
    const mobile = freshMobile();
    const token = await verifiedToken(api, mobile, 'signup');
    const body = { mobile, name: 'Kavita Rao', email: `kavita${mobile}@example.in`, password: PASSWORD };
    expect((await call(api, 'POST', REGISTER, { ...body, verificationToken: token })).statusCode).toBe(200);

    const late = freshMobile();
    const lateToken = await verifiedToken(api, late, 'signup');
    api.clock.advance(10 * 60_000);
    const response = await call(api, 'POST', REGISTER, {
      ...body,
      mobile: late,
      email: `kavita${late}@example.in`,
      verificationToken: lateToken,
    });
    expect(response.json().message).toBe('Mobile number is not verified, please confirm the OTP again');
  });

  it("answers duplicates with messages the client maps ('Username', 'Email')", async () => {
    const first = await signUp(api);
    const second = freshMobile();
    const token = await verifiedToken(api, second, 'signup');
    const sameEmail = await call(api, 'POST', REGISTER, {
      mobile: second,
      name: 'Mohan Das',
      email: first.email.toUpperCase(),
      password: PASSWORD,
      verificationToken: token,
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ error: true, message: 'Email already taken', data: null });
    // The token was not used up by the refused attempt.
    const ok = await call(api, 'POST', REGISTER, {
      mobile: second,
      name: 'Mohan Das',
      email: `mohan${second}@example.in`,
      password: PASSWORD,
      verificationToken: token,
    });
    expect(ok.statusCode).toBe(200);
    // A registered mobile is told only to whoever confirmed a code sent to it.
    api.clock.advance(31_000);
    const sameMobile = await call(api, 'POST', REGISTER, {
      mobile: first.mobile,
      name: 'Mohan Das',
      email: 'someone.else@example.in',
      password: PASSWORD,
      verificationToken: await verifiedToken(api, first.mobile, 'signup'),
    });
    expect(sameMobile.statusCode).toBe(400);
    expect(sameMobile.json().message).toBe('Username already taken');
  });

  it('answers a registered and a new mobile, or a taken and a free email, the same way without a confirmed code', async () => {
    const taken = await signUp(api);
    const attempt = (mobile: string, email: string) =>
      call(api, 'POST', REGISTER, {
        mobile,
        name: 'Mohan Das',
        email,
        password: PASSWORD,
        verificationToken: 'guess',
      });
    const answers = await Promise.all([
      attempt(taken.mobile, 'free.address@example.in'),
      attempt(freshMobile(), taken.email),
      attempt(freshMobile(), 'another.free@example.in'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Mobile number is not verified, please confirm the OTP again');
    }
  });

  it('logs in with the mobile or the email, and refuses wrong credentials naming the Identifier', async () => {
    const { mobile, email } = await signUp(api);
    const byMobile = await login(api, mobile, PASSWORD);
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json()).toMatchObject({
      error: false,
      message: 'Login successful',
      data: { mobile, role: 'user' },
    });
    expect((await me(api, sessionOf(byMobile)))?.mobile).toBe(mobile);
    expect((await login(api, email.toUpperCase(), PASSWORD)).statusCode).toBe(200);

    for (const [identifier, password] of [
      [mobile, 'wrong-password'],
      [freshMobile(), PASSWORD],
      ['', ''],
    ]) {
      const refused = await login(api, identifier, password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: true, message: 'Identifier or password invalid', data: null });
      expect(sessionCookieOf(refused)).toBeUndefined();
    }
  });

  it('rotates the session at login: the old token stops working', async () => {
    const { mobile, session: old } = await signUp(api);
    const response = await login(api, mobile, PASSWORD, old);
    const rotated = sessionOf(response);
    expect(rotated).not.toBe(old);
    expect(await me(api, old)).toBeNull();
    expect((await me(api, rotated))?.mobile).toBe(mobile);
  });

  it('logs out: the session is revoked on the server and the cookie cleared', async () => {
    const { session } = await signUp(api);
    const response = await call(api, 'POST', '/api/auth/logout', undefined, { session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false, message: 'Logged out successfully', data: null });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await me(api, session)).toBeNull();
  });

  it('ends a session when it expires (30 days)', async () => {
    const { session } = await signUp(api);
    api.clock.advance(29 * 24 * 60 * 60_000);
    expect(await me(api, session)).not.toBeNull();
    api.clock.advance(24 * 60 * 60_000);
    expect(await me(api, session)).toBeNull();
  });
});

describe.each(testDatabases)('session cookie in production on %s', (kind) => {
  const api = useAccountsApi(kind, { env: { NODE_ENV: 'production', OTP_PEPPER: 'test-pepper' } });

  it('marks the session cookie Secure', async () => {
    const { session } = await signUp(api);
    const response = await call(api, 'POST', LOGIN, {
      identifier: (await me(api, session))?.mobile ?? '',
      password: PASSWORD,
    });
    expect(sessionCookieOf(response)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });
});
