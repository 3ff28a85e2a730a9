import {
  leadFailureResponseSchema,
  leadNeedsOtpResponseSchema,
  leadStoredResponseSchema,
} from '@cvb/contracts';
import { MESSAGES } from '@cvb/validation';
import { LEAD_MESSAGES } from '@cvb/contracts';
import { testDatabases } from './databases';
import { VERIFIED_MOBILE_COOKIE } from '../src/accounts/otp/verified-mobile-cookie';
import { call, signUp, verifiedToken } from './accounts-helpers';
import {
  countLeads,
  deliveriesOf,
  freshKey,
  freshLeadMobile,
  leadForm,
  leadsOfMobile,
  postLead,
  browserCookieFor,
  preVerify,
  storeLead,
  useLeadsApi,
} from './leads-helpers';

describe.each(testDatabases)('POST general/lead-form on %s', (kind) => {
  const api = useLeadsApi(kind);

  it('refuses bad fields with 400 and the exact field-rule message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, MESSAGES.nameRequired],
      [{ name: 'R2 D2' }, 'Name should contain alphabets only'],
      [{ name: 'Ra' }, MESSAGES.nameTooShort],
      [{ mobile: '' }, MESSAGES.mobileRequired],
      [{ mobile: '98765' }, MESSAGES.mobileTooShort],
      [{ mobile: '98765432101' }, MESSAGES.mobileTooLong],
      [{ mobile: '1234567890' }, 'Enter correct mobile number'],
      [{ email: '' }, MESSAGES.emailRequired],
      [{ email: 'ramesh@' }, 'Please provide a valid email address'],
      [{ pincode: '0110' }, LEAD_MESSAGES.pincodeInvalid],
      [{ city: '' }, 'Please select city'],
      [{ city: undefined }, 'Please select city'],
      [{ vertical: undefined }, LEAD_MESSAGES.brandNeedsVertical],
      [{ brandSlug: 'no-such-brand' }, LEAD_MESSAGES.unknownBrand],
      [{ dealerId: 999999 }, LEAD_MESSAGES.unknownDealer],
    ];
    const before = await countLeads(api);
    for (const [overrides, message] of cases) {
      const body = leadForm(overrides);
      await preVerify(api, body.mobile);
      const response = await postLead(api, body);
      expect({ overrides, status: response.statusCode }).toEqual({ overrides, status: 400 });
      expect(leadFailureResponseSchema.parse(response.json())).toEqual({ error: true, message, data: null });
    }
    expect(await countLeads(api)).toBe(before);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'spam' }, /^kind: /],
      [{ kind: 'import' }, /^kind: /],
      [{ timeline: 'next-year' }, /^timeline: /],
      [{ source: 'https://elsewhere.example/form' }, /^source: must be a site path/],
      [{ idempotencyKey: 'x' }, /^idempotencyKey: /],
      [{ dealerId: 'seven' }, /^dealerId: /],
    ];
    const before = await countLeads(api);
    for (const [overrides, message] of cases) {
      const response = await postLead(api, leadForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, data: null });
      expect(response.json().message).toMatch(message);
    }
    expect(await countLeads(api)).toBe(before);
  });

  it('asks an unverified mobile for a one-time code, then stores the lead with the verification token', async () => {
    const body = leadForm();
    const first = await postLead(api, body);
    expect(first.statusCode).toBe(409);
    expect(leadNeedsOtpResponseSchema.parse(first.json())).toEqual({
      error: true,
      needsOtp: true,
      message: LEAD_MESSAGES.needsOtp,
      data: null,
    });
    expect(await leadsOfMobile(api, body.mobile)).toHaveLength(0);

    const verificationToken = await verifiedToken(api, body.mobile, 'verify');
    const stored = await postLead(api, { ...body, verificationToken });
    expect(stored.statusCode).toBe(201);
    const answer = leadStoredResponseSchema.parse(stored.json());
    expect(answer).toMatchObject({ error: false, message: LEAD_MESSAGES.thanks, data: { kind: 'quote' } });

    const [row] = await leadsOfMobile(api, body.mobile);
    expect(row).toMatchObject({
      id: answer.data.id,
      name: 'Ramesh Yadav',
      email: 'ramesh.yadav@example.in',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
      vertical: 'truck',
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      timeline: '30-days',
      source: '/trucks/tata-motors/ace-gold',
      userId: null,
    });
    expect(await deliveriesOf(api, row.id)).toEqual([
      expect.objectContaining({ target: 'crm', status: 'pending', attempts: 0, deliveredAt: null }),
    ]);

    // The answer vouches for this browser (a sealed cookie): its next lead for that mobile needs no code…
    const cookie = stored.cookies.find((one) => one.name === VERIFIED_MOBILE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const later = await call(
      api,
      'POST',
      '/api/general/lead-form',
      leadForm({ mobile: body.mobile, kind: 'brochure' }),
      {
        headers: { cookie: `${VERIFIED_MOBILE_COOKIE}=${cookie?.value}` },
      },
    );
    expect(later.statusCode).toBe(201);
    expect(await leadsOfMobile(api, body.mobile)).toHaveLength(2);

    // …but anyone else filing a lead in that verified number, under another name, is asked for a code.
    const stranger = await postLead(api, leadForm({ mobile: body.mobile, name: 'Someone Else' }));
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().needsOtp).toBe(true);
    const forged = await call(api, 'POST', '/api/general/lead-form', leadForm({ mobile: body.mobile }), {
      headers: {
        cookie: `${VERIFIED_MOBILE_COOKIE}=${body.mobile}.${Date.now() + 60_000}.${'0'.repeat(64)}`,
      },
    });
    expect(forged.statusCode).toBe(409);
    expect(await leadsOfMobile(api, body.mobile)).toHaveLength(2);
  });

  it('refuses a used or foreign verification token with needsOtp, storing nothing', async () => {
    const body = leadForm();
    const token = await verifiedToken(api, body.mobile, 'verify');
    const elsewhere = await postLead(api, leadForm({ verificationToken: token }));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({
      error: true,
      needsOtp: true,
      message: LEAD_MESSAGES.verificationExpired,
      data: null,
    });
    const made = await postLead(api, { ...body, verificationToken: 'not-a-real-token' });
    expect(made.statusCode).toBe(409);
    expect(made.json().needsOtp).toBe(true);
    expect(await leadsOfMobile(api, body.mobile)).toHaveLength(0);
  });

  it('takes a signed-in user’s own mobile without a code and links the lead to them', async () => {
    const user = await signUp(api);
    const body = leadForm({ mobile: user.mobile, kind: 'test-drive', timeline: '15-days' });
    const response = await call(api, 'POST', '/api/general/lead-form', body, { session: user.session });
    expect(response.statusCode).toBe(201);
    const [row] = await leadsOfMobile(api, user.mobile);
    expect(row).toMatchObject({ userId: user.id, kind: 'test-drive' });

    const other = leadForm();
    const refused = await call(api, 'POST', '/api/general/lead-form', other, { session: user.session });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().needsOtp).toBe(true);
  });

  it('stores one lead for a double click with the same idempotencyKey and answers the first lead', async () => {
    const body = leadForm();
    await preVerify(api, body.mobile);
    const [one, two] = await Promise.all([postLead(api, body), postLead(api, body)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json().data).toEqual(two.json().data);
    const third = await postLead(api, body);
    expect(third.statusCode).toBe(200);
    expect(third.json().data).toEqual(one.json().data);
    const rows = await leadsOfMobile(api, body.mobile);
    expect(rows).toHaveLength(1);
    expect(await deliveriesOf(api, rows[0].id)).toHaveLength(1);
  });

  it('refuses a key already used for another mobile', async () => {
    const { body } = await storeLead(api);
    const other = leadForm({ idempotencyKey: body.idempotencyKey });
    await preVerify(api, other.mobile);
    const response = await postLead(api, other);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: true, message: LEAD_MESSAGES.idempotencyKeyReused, data: null });
    expect(await leadsOfMobile(api, other.mobile)).toHaveLength(0);
  });

  it('queues a Montra lead for the CRM and for Montra', async () => {
    const { id } = await storeLead(api, {
      vertical: 'three-wheeler',
      brandSlug: 'montra',
      modelSlug: undefined,
      kind: 'callback',
      source: '/three-wheelers/montra',
    });
    const deliveries = await deliveriesOf(api, id);
    expect(deliveries.map((delivery) => [delivery.target, delivery.status])).toEqual([
      ['crm', 'pending'],
      ['partner:montra', 'pending'],
    ]);
  });
});

describe.each(testDatabases)('POST v4/sendPartLeadMontra on %s', (kind) => {
  const api = useLeadsApi(kind);
  const montra = (overrides: Record<string, unknown> = {}) => ({
    name: 'Kavitha Raman',
    mobile: freshLeadMobile(),
    email: 'kavitha@example.in',
    pincode: '600001',
    city: 'Chennai',
    state: 'Tamil Nadu',
    idempotencyKey: freshKey(),
    ...overrides,
  });
  const post = (body: Record<string, unknown>) =>
    call(api, 'POST', '/api/v4/sendPartLeadMontra', body, { headers: browserCookieFor(api, body.mobile) });

  it('needs all six fields with the field-rule messages, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, MESSAGES.nameRequired],
      [{ mobile: '99999' }, MESSAGES.mobileTooShort],
      [{ email: 'kavitha' }, MESSAGES.emailInvalid],
      [{ pincode: '' }, 'Please fill all details'],
      [{ pincode: '60001' }, LEAD_MESSAGES.pincodeInvalid],
      [{ city: '' }, 'Please select city'],
      [{ state: '' }, 'Please fill all details'],
    ];
    for (const [overrides, message] of cases) {
      const body = montra(overrides);
      await preVerify(api, body.mobile);
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: true, message, data: null });
    }
    expect(await countLeads(api)).toBe(0);
  });

  it('stores a Montra lead and queues both deliveries; a repeat answers the same lead', async () => {
    const body = montra();
    expect((await post(body)).json().needsOtp).toBe(true);
    await preVerify(api, body.mobile);
    const created = await post(body);
    expect(created.statusCode).toBe(201);
    const repeat = await post(body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toEqual(created.json().data);

    const rows = await leadsOfMobile(api, body.mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'quote',
      vertical: 'three-wheeler',
      brandSlug: 'montra',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
    });
    const targets = (await deliveriesOf(api, rows[0].id)).map((delivery) => delivery.target);
    expect(targets).toEqual(['crm', 'partner:montra']);
  });
});
