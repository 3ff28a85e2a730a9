import { MESSAGES } from '@cvb/validation';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { loadAccountsConfig } from '../src/accounts/accounts-config';
import {
  call,
  freshMobile,
  PASSWORD,
  signUp,
  SITE,
  useAccountsApi,
  type AccountsTestApi,
} from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { postAd, useAdsApi, validAd } from './ads-helpers';
import { testDatabases } from './databases';

const login = (api: AccountsTestApi, identifier: string, password: string, ip = '203.0.113.10') =>
  call(api, 'POST', '/api/auth/local', { identifier, password }, { ip });

/** A JSON body sent as raw bytes (so it can hold bytes that are not UTF-8). */
async function sendBytes(api: AccountsTestApi, url: string, payload: Buffer, session?: string) {
  return api.app.inject({
    method: 'POST',
    url,
    remoteAddress: '203.0.113.20',
    headers: { origin: SITE, 'content-type': 'application/json' },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
    payload,
  });
}

/** `{"field": "<text>…"}` with the bytes 0xC3 0x28 (not UTF-8) inside `field`'s text. */
function withInvalidUtf8(body: Record<string, unknown>, field: string): Buffer {
  const marker = '@@NOT-UTF8@@';
  const text = JSON.stringify({ ...body, [field]: `${String(body[field])} ${marker}` });
  const [before, after] = text.split(marker);
  return Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28]), Buffer.from(after)]);
}

describe.each(testDatabases)('ids, UTF-8 and login counts on %s', (kind) => {
  const api = useAccountsApi(kind);

  it.each([
    ['2147483648', 'past the 32-bit column'],
    ['99999999999', 'far past the column'],
    ['0x10', 'hexadecimal'],
    ['%201', 'a padded number'],
    ['1e1', 'an exponent'],
    ['+1', 'a signed number'],
    ['0', 'zero'],
  ])('answers 400 naming the id for %s (%s), never 500 and never another row', async (id) => {
    const editor = await sessionWithRole(api, 'editor');
    const user = await signUp(api);
    const answers = {
      answer: await call(
        api,
        'POST',
        `/api/community/questions/${id}/answers`,
        { body: 'Try the Eicher Pro 2049.' },
        {
          session: user.session,
        },
      ),
      lead: await call(api, 'GET', `/api/admin/leads/${id}`, undefined, { session: editor }),
      ad: await call(api, 'GET', `/api/used-vehicle-ads/${id}`),
      news: await call(api, 'PUT', `/api/newsarticles/${id}`, { title: 'Edited' }, { session: editor }),
      question: await call(
        api,
        'PATCH',
        `/api/community/questions/${id}`,
        { title: 'Edited title here' },
        {
          session: user.session,
        },
      ),
    };
    const refusal = { status: 400, message: 'id: must be a whole number from 1 to 2147483647' };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([route, answer]) => [
        route,
        { status: answer.statusCode, message: answer.json().message },
      ]),
    );
    expect(seen).toEqual({ answer: refusal, lead: refusal, ad: refusal, news: refusal, question: refusal });
  });

  it('refuses a review whose text is not UTF-8, naming the field, and stores nothing', async () => {
    const reviewer = await signUp(api);
    const body = {
      vertical: 'truck',
      brandSlug: 'eicher',
      modelSlug: 'pro-2049',
      useCase: 'goods-transportation',
      comfort: 4,
      valueForMoney: 4,
      mileage: 4,
      exterior: 4,
      easeOfDriving: 4,
      upTime: 4,
      afterSaleService: 4,
      costEffective: 4,
      driverSafety: 4,
      cabinComfort: 4,
      durability: 4,
      vehicleStatus: 'new',
      title: 'Good pickup on the highway',
      description: 'Pulls well with a full load of vegetables from Nashik to Mumbai every night.',
      name: 'Anil Shinde',
      email: 'anil.shinde@example.in',
    };
    const refused = await sendBytes(
      api,
      '/api/general/review',
      withInvalidUtf8(body, 'description'),
      reviewer.session,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('description: must be valid UTF-8 text');
    const mine = await call(api, 'GET', '/api/users/me/reviews', undefined, { session: reviewer.session });
    expect(mine.json().reviews).toEqual([]);
    // The same text as real UTF-8 (Devanagari included) is stored.
    const stored = await sendBytes(
      api,
      '/api/general/review',
      Buffer.from(JSON.stringify({ ...body, title: 'हाईवे पर अच्छा पिकअप' })),
      reviewer.session,
    );
    expect(stored.statusCode).toBe(201);
  });

  it('refuses a contact message and a question that are not UTF-8', async () => {
    const asker = await signUp(api);
    const contact = await sendBytes(
      api,
      '/api/general/contact',
      withInvalidUtf8(
        { name: 'Meena Iyer', email: 'meena@example.in', message: 'Please call me about a bus.' },
        'message',
      ),
    );
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toMatch(/^message: must be valid UTF-8 text/);
    const question = await sendBytes(
      api,
      '/api/community/questions',
      withInvalidUtf8(
        {
          vertical: 'truck',
          title: 'Which tipper for sand in Nagpur?',
          details: 'Mostly 40 km trips a day.',
        },
        'title',
      ),
      asker.session,
    );
    expect(question.statusCode).toBe(400);
    expect(question.json().message).toMatch(/^title: must be valid UTF-8 text/);
  });

  it("counts sign-in tries per account: once the mobile is locked, the account's email is locked too", async () => {
    const { mobile, email } = await signUp(api);
    for (let guess = 1; guess <= 10; guess += 1) {
      expect((await login(api, mobile, `guess-${guess}`, `198.51.100.${guess}`)).statusCode).toBe(400);
    }
    const byEmail = await login(api, email, PASSWORD, '198.51.100.77');
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().message).toBe(MESSAGES.tooManyLogins);
  });

  it('names the missing field of a change-password body instead of a bare "Invalid input"', async () => {
    const forgot = await call(api, 'POST', '/api/change-password', { loginPhone: freshMobile() });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json().message).toMatch(/^loginPassword: /);
    const { session } = await signUp(api);
    const own = await call(api, 'POST', '/api/change-password', { currentPassword: PASSWORD }, { session });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/^newPassword: /);
  });
});

describe.each(testDatabases)('limits that a probe or a typo meets, on %s', (kind) => {
  const api = useAccountsApi(kind, {
    env: { LOGIN_IP_LIMIT_PER_HOUR: '3', SUBMISSION_IP_LIMIT_PER_HOUR: '2' },
  });

  it('limits sign-up attempts per IP, so mobiles and emails cannot be probed in bulk', async () => {
    const probe = () =>
      call(
        api,
        'POST',
        '/api/auth/local/register',
        {
          mobile: freshMobile(),
          name: 'Probe',
          email: 'probe@example.in',
          password: PASSWORD,
          verificationToken: 'x',
        },
        { ip: '192.0.2.90' },
      );
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await probe()).statusCode).toBe(400);
    const fourth = await probe();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(MESSAGES.tooManySubmissions);
  });

  it('does not count a lead refused for bad input against the per-IP form limit', async () => {
    const lead = (name: string) =>
      call(
        api,
        'POST',
        '/api/general/lead-form',
        {
          kind: 'quote',
          name,
          mobile: freshMobile(),
          email: 'ramesh.yadav@example.in',
          pincode: '110001',
          city: 'new-delhi',
          vertical: 'truck',
          brandSlug: 'tata-motors',
          modelSlug: 'ace-gold',
          timeline: '30-days',
          source: '/trucks/tata-motors/ace-gold',
          idempotencyKey: `typo-${name.length}-${Math.random().toString(36).slice(2)}`,
        },
        { ip: '192.0.2.91' },
      );
    for (let typo = 1; typo <= 4; typo += 1) expect((await lead('R')).statusCode).toBe(400);
    // Two real leads (each still waits for its one-time code) fit the limit of 2; the third does not.
    expect((await lead('Ramesh Yadav')).statusCode).toBe(409);
    expect((await lead('Ramesh Yadav')).statusCode).toBe(409);
    expect((await lead('Ramesh Yadav')).statusCode).toBe(429);
  });
});

describe.each(testDatabases)('the used-vehicle ad part follows the shared text rules, on %s', (kind) => {
  const api = useAdsApi(kind);

  it.each([
    ['city', 'Pune\u0000', 'city: must not contain control characters'],
    ['state', 'Maharashtra\u001b[31m', 'state: must not contain control characters'],
    ['rto', 'MH-12\u202Egnp.exe', 'rto: must not contain control characters'],
    ['colour', 'White\ud800', 'colour: must not contain control characters'],
    ['variant', '<img src=x onerror=alert(1)>', 'variant: must not contain < or >'],
    ['city', '<b>Pune</b>', 'city: must not contain < or >'],
  ])('refuses %s = %j with 400 naming it, and stores no ad', async (field, value, message) => {
    const { session } = await signUp(api);
    const response = await postAd(api, session, validAd({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const mine = await call(api, 'GET', '/api/users/me/ads', undefined, { session });
    expect(mine.json().ads).toEqual([]);
  });
});

describe('the development outbox is refused in production, whatever the spelling', () => {
  it.each(['production', 'Production', 'production ', 'staging', 'prod'])('NODE_ENV=%j', (nodeEnv) => {
    expect(() => loadAccountsConfig({ NODE_ENV: nodeEnv, CVB_DEV_OUTBOX: 'on' })).toThrow(
      'CVB_DEV_OUTBOX=on is refused with NODE_ENV=production',
    );
  });

  it.each([undefined, 'development', 'test'])('NODE_ENV=%j allows it', (nodeEnv) => {
    expect(loadAccountsConfig({ NODE_ENV: nodeEnv, CVB_DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
  });
});
