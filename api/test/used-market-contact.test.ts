import type { UsedAdDetail } from '@cvb/contracts';
import { USED_MESSAGES } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { usedAdReveals } from '../src/db/schema-used-market';
import { indiaToday } from '../src/time/india-today';
import { signUp, verifiedToken } from './accounts-helpers';
import { useAdsApi } from './ads-helpers';
import { testDatabases } from './databases';
import { goaTractor, market, postedAdId } from './used-market-helpers';

const SELLER_MOBILE = '9822011223';

describe.each(testDatabases)('contacting a seller (%s)', (kind) => {
  const api = useAdsApi(kind);
  const ids: number[] = [];
  let sellerSession = '';

  beforeAll(async () => {
    const seller = await signUp(api);
    sellerSession = seller.session;
    for (let year = 2010; year <= 2021; year += 1) {
      ids.push(await postedAdId(api, seller.session, goaTractor({ year, price: 300_000 + year * 10 })));
    }
  });

  const contact = (
    id: number,
    body: object,
    options: { session?: string; cookies?: Record<string, string> } = {},
  ) => market(api, 'POST', `ads/${id}/contact`, { body, ...options });

  it('asks for a confirmed mobile first, in the asked language, and checks the buyer’s fields', async () => {
    const first = await contact(ids[0], { name: 'Vikram Singh', mobile: '9811100001' });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ needsOtp: true, message: USED_MESSAGES.en.needsOtp });
    const hindi = await contact(ids[0], { name: 'Vikram Singh', mobile: '9811100001', locale: 'hi' });
    expect(hindi.json().message).toBe(USED_MESSAGES.hi.needsOtp);
    const badName = await contact(ids[0], { name: 'V1', mobile: '9811100001' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe('Name should contain alphabets only');
    const wrongToken = await contact(ids[0], {
      name: 'Vikram Singh',
      mobile: '9811100001',
      verificationToken: 'nope',
    });
    expect(wrongToken.statusCode).toBe(409);
  });

  it("shows the number after a confirmed code and texts the seller the buyer's name and number, once a day", async () => {
    const buyer = '9811100002';
    const before = await market(api, 'GET', `ads/${ids[0]}`);
    expect(before.body).not.toContain(SELLER_MOBILE);
    const verificationToken = await verifiedToken(api, buyer, 'verify');
    const revealed = await contact(ids[0], { name: 'Vikram Singh', mobile: buyer, verificationToken });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({
      sellerName: 'Ramesh Naik',
      sellerMobile: SELLER_MOBILE,
      revealsLeftToday: 9,
    });
    const texts = api.sms.sent.filter((sms) => sms.mobile === SELLER_MOBILE);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain('Vikram Singh (9811100002)');
    // The browser that confirmed the code is remembered: asking again needs no new code, texts nobody again.
    const cookie = revealed.cookies.find((c) => c.name === 'cvb_verified_mobile');
    expect(cookie?.value).toBeTruthy();
    const again = await contact(
      ids[0],
      { name: 'Vikram Singh', mobile: buyer },
      { cookies: { cvb_verified_mobile: cookie?.value ?? '' } },
    );
    expect(again.json()).toMatchObject({ sellerMobile: SELLER_MOBILE, revealsLeftToday: 9 });
    expect(api.sms.sent.filter((sms) => sms.mobile === SELLER_MOBILE)).toHaveLength(1);
    const [reveal] = await api.database.db
      .select()
      .from(usedAdReveals)
      .where(eq(usedAdReveals.buyerMobile, buyer));
    expect(reveal?.notifiedAt).not.toBeNull();
  });

  it('lets a buyer see at most 10 numbers a day: the 11th ad answers 429 in their language until midnight in India', async () => {
    const buyer = await signUp(api, { name: 'Harpreet Kaur' });
    for (const id of ids.slice(0, 10)) {
      const answer = await contact(
        id,
        { name: 'Harpreet Kaur', mobile: buyer.mobile },
        { session: buyer.session },
      );
      expect(answer.statusCode).toBe(200);
    }
    const eleventh = await contact(
      ids[10],
      { name: 'Harpreet Kaur', mobile: buyer.mobile, locale: 'pa' },
      { session: buyer.session },
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(USED_MESSAGES.pa.revealLimit);
    // Until the next midnight in India (UTC+5:30).
    const now = api.clock.now();
    const midnight = new Date(`${indiaToday(now)}T00:00:00+05:30`).getTime() + 86_400_000;
    expect(eleventh.headers['retry-after']).toBe(String(Math.ceil((midnight - now.getTime()) / 1000)));
    const seenAgain = await contact(
      ids[3],
      { name: 'Harpreet Kaur', mobile: buyer.mobile },
      { session: buyer.session },
    );
    expect(seenAgain.json()).toMatchObject({ revealsLeftToday: 0 });
    api.clock.advance(midnight - now.getTime() + 1000);
    const nextDay = await contact(
      ids[10],
      { name: 'Harpreet Kaur', mobile: buyer.mobile },
      { session: buyer.session },
    );
    expect(nextDay.statusCode).toBe(200);
  });

  it('refuses a sold ad with 410 while its page stays readable', async () => {
    expect((await market(api, 'POST', `my-ads/${ids[11]}/sold`, { session: sellerSession })).statusCode).toBe(
      200,
    );
    const sold = await contact(ids[11], { name: 'Vikram Singh', mobile: '9811100002', locale: 'ta' });
    expect(sold.statusCode).toBe(410);
    expect(sold.json().message).toBe(USED_MESSAGES.ta.adSold);
    const page = await market(api, 'GET', `ads/${ids[11]}`);
    expect((page.json() as UsedAdDetail).status).toBe('sold');
    expect(page.body).not.toContain(SELLER_MOBILE);
  });
});
