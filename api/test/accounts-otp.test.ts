import { confirmOtpResponseSchema, sendOtpResponseSchema } from '@cvb/contracts';
import { MESSAGES } from '@cvb/validation';
import { eq } from 'drizzle-orm';
import { otpCodes } from '../src/db/schema-accounts';
import { testDatabases } from './databases';
import { fromShell } from './proxy-secret';
import { call, freshMobile, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';

const SEND = '/api/general/send-otp';
const CONFIRM = '/api/general/confirm-otp';

async function send(api: AccountsTestApi, mobile: string, purpose = 'verify', ip?: string) {
  return call(api, 'POST', SEND, { mobile, purpose }, { ip });
}

async function confirm(api: AccountsTestApi, mobile: string, code: string, purpose = 'verify') {
  return call(api, 'POST', CONFIRM, { mobile, code, purpose });
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDatabases)('OTP send and confirm on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('sends a 6-digit code by SMS and confirms it for a verification token', async () => {
    const mobile = freshMobile();
    const sent = await send(api, mobile);
    expect(sent.statusCode).toBe(200);
    expect(sendOtpResponseSchema.parse(sent.json())).toEqual({
      error: false,
      message: 'OTP sent successfully',
      data: { expiresInSeconds: 300, resendAfterSeconds: 30 },
    });
    const code = api.sms.lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await confirm(api, mobile, code);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmOtpResponseSchema.parse(confirmed.json());
    expect(body).toMatchObject({ error: false, message: 'OTP verified successfully' });
    expect(body.data?.verificationToken.length).toBeGreaterThanOrEqual(40);
  });

  it('stores only a keyed hash of the code', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const code = api.sms.lastCode(mobile);
    const rows = await api.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses bad mobile numbers with the exact field-rule messages', async () => {
    const cases: [string, string][] = [
      ['98765432101', MESSAGES.mobileTooLong],
      ['98765', MESSAGES.mobileTooShort],
      ['98765abc10', 'Enter correct mobile number'],
      ['1234567890', 'Enter correct mobile number'],
    ];
    for (const [mobile, message] of cases) {
      const response = await send(api, mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: true, message, data: null });
    }
    expect(MESSAGES.mobileTooLong).toMatch(/more than 10/);
    expect(MESSAGES.mobileTooShort).toMatch(/less than 10/);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const response = await call(api, 'POST', SEND, { mobile: freshMobile(), purpose: 'lottery' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, data: null });
    expect(response.json().message).toMatch(/^purpose: /);
  });

  it('refuses a wrong code and tells the tries left', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const response = await confirm(api, mobile, wrong(api.sms.lastCode(mobile)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, message: 'Invalid code, 4 tries left', data: null });
    expect((await confirm(api, mobile, '12ab56')).json().message).toBe('Enter the 6-digit code');
  });

  it('refuses a code after 5 minutes', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const code = api.sms.lastCode(mobile);
    api.clock.advance(5 * 60_000);
    const response = await confirm(api, mobile, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This code has expired, please ask for a new one');
  });

  it('accepts a code just before it expires', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    api.clock.advance(5 * 60_000 - 1000);
    expect((await confirm(api, mobile, api.sms.lastCode(mobile))).statusCode).toBe(200);
  });

  it('refuses the sixth try, even with the right code', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const code = api.sms.lastCode(mobile);
    for (let tries = 1; tries <= 5; tries += 1) {
      expect((await confirm(api, mobile, wrong(code))).statusCode).toBe(400);
    }
    const sixth = await confirm(api, mobile, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many wrong tries, please ask for a new code');
  });

  it('accepts the right code on the fifth try', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const code = api.sms.lastCode(mobile);
    for (let tries = 1; tries <= 4; tries += 1) await confirm(api, mobile, wrong(code));
    expect((await confirm(api, mobile, code)).statusCode).toBe(200);
  });

  it('refuses a code used once already', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const code = api.sms.lastCode(mobile);
    expect((await confirm(api, mobile, code)).statusCode).toBe(200);
    const again = await confirm(api, mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code has already been used, please ask for a new one');
  });

  it('only the newest code counts, and a code is bound to its purpose', async () => {
    const mobile = freshMobile();
    await send(api, mobile);
    const first = api.sms.lastCode(mobile);
    api.clock.advance(30_000);
    await send(api, mobile);
    const second = api.sms.lastCode(mobile);
    if (first !== second) expect((await confirm(api, mobile, first)).statusCode).toBe(400);
    expect((await confirm(api, mobile, second, 'signup')).json().message).toBe('Invalid code');
    expect((await confirm(api, mobile, second)).statusCode).toBe(200);
  });

  it('refuses a new code sooner than 30 s after the last one', async () => {
    const mobile = freshMobile();
    expect((await send(api, mobile)).statusCode).toBe(200);
    api.clock.advance(29_000);
    const early = await send(api, mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      error: true,
      message: 'Please wait 30 seconds before asking for a new code',
      data: null,
    });
    api.clock.advance(1000);
    expect((await send(api, mobile)).statusCode).toBe(200);
    expect(api.sms.sent.filter((message) => message.mobile === mobile)).toHaveLength(2);
  });

  it('sends at most 5 codes per mobile per hour', async () => {
    const mobile = freshMobile();
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await send(api, mobile)).statusCode).toBe(200);
      api.clock.advance(60_000);
    }
    const sixth = await send(api, mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes for this mobile number, please try again in an hour');
    api.clock.advance(60 * 60_000 - 5 * 60_000);
    expect((await send(api, mobile)).statusCode).toBe(200);
  });

  it('answers 502 when the SMS could not be sent', async () => {
    api.sms.failing = true;
    try {
      const response = await send(api, freshMobile());
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: true,
        message: 'Could not send the code, please try again',
        data: null,
      });
    } finally {
      api.sms.failing = false;
    }
  });

  it('answers a code request the same way whether or not the mobile is registered', async () => {
    const { mobile } = await signUp(api);
    api.clock.advance(31_000);
    const unknown = freshMobile();
    const answers = [await send(api, mobile, 'signup'), await send(api, unknown, 'signup')];
    api.clock.advance(31_000);
    answers.push(await send(api, unknown, 'reset'), await send(api, mobile, 'reset'));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0].json());
    }
  });
});

describe.each(testDatabases)('OTP per-IP limit on %s', (kind) => {
  const api = useAccountsApi(kind, { env: { OTP_IP_LIMIT_PER_HOUR: '3' } });

  it('sends at most OTP_IP_LIMIT_PER_HOUR codes per client IP, whatever the mobiles', async () => {
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await send(api, freshMobile(), 'verify', '198.51.100.7')).statusCode).toBe(200);
    }
    const fourth = await send(api, freshMobile(), 'verify', '198.51.100.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many codes asked from this network, please try again later');
    expect((await send(api, freshMobile(), 'verify', '198.51.100.8')).statusCode).toBe(200);
  });

  it('reads the client IP from X-Forwarded-For set by the shell proxy, which vouches with PROXY_SECRET', async () => {
    const viaProxy = (mobile: string) =>
      call(
        api,
        'POST',
        SEND,
        { mobile, purpose: 'verify' },
        { ip: '127.0.0.1', headers: { ...fromShell, 'x-forwarded-for': '192.0.2.44' } },
      );
    for (let sent = 1; sent <= 3; sent += 1) expect((await viaProxy(freshMobile())).statusCode).toBe(200);
    expect((await viaProxy(freshMobile())).statusCode).toBe(429);
    expect((await send(api, freshMobile(), 'verify', '127.0.0.1')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a local caller without the secret: a new header value resets nothing', async () => {
    const spoofing = (n: number) =>
      call(
        api,
        'POST',
        SEND,
        { mobile: freshMobile(), purpose: 'verify' },
        {
          ip: '127.0.0.2',
          headers: { 'x-forwarded-for': `10.1.0.${n}`, 'x-cvb-proxy-secret': 'wrong-secret' },
        },
      );
    const answers: number[] = [];
    for (let n = 1; n <= 5; n += 1) answers.push((await spoofing(n)).statusCode);
    // The limit of 3 counts every spoofed call against the caller's own address.
    expect(answers).toEqual([200, 200, 200, 429, 429]);
  });
});
