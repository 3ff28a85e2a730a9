import type { UsedAdDetail, UsedAdList, UsedMyAds } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { usedAdReveals } from '../src/db/schema-used-market';
import { signUp, verifiedToken } from './accounts-helpers';
import { useAdsApi } from './ads-helpers';
import { testDatabases } from './databases';
import { goaTractor, market, postedAdId, setExpiry } from './used-market-helpers';

const DAY = 86_400_000;
const SELLER_MOBILE = '9822011223';

describe.each(testDatabases)("the seller's dashboard and expiry (%s)", (kind) => {
  const api = useAdsApi(kind);
  let session = '';
  const ids: number[] = [];

  beforeAll(async () => {
    const seller = await signUp(api);
    session = seller.session;
    for (const year of [2015, 2016, 2017, 2018, 2019])
      ids.push(await postedAdId(api, session, goaTractor({ year })));
  });

  const goaList = async () =>
    ((await market(api, 'GET', 'tractor/ads?state=goa')).json() as UsedAdList).ads.map((ad) => ad.id);
  const myAds = async () => ((await market(api, 'GET', 'my-ads', { session })).json() as UsedMyAds).ads;

  it('lists my ads with views and contacts; signed out is a 401, another seller’s ad a 404', async () => {
    await market(api, 'POST', `ads/${ids[0]}/view`);
    await market(api, 'POST', `ads/${ids[0]}/view`);
    const token = await verifiedToken(api, '9811100009', 'verify');
    await market(api, 'POST', `ads/${ids[0]}/contact`, {
      body: { name: 'Vikram Singh', mobile: '9811100009', verificationToken: token },
    });
    const mine = await myAds();
    expect(mine.map((ad) => ad.id)).toEqual([...ids].reverse());
    expect(mine.find((ad) => ad.id === ids[0])).toMatchObject({
      views: 2,
      contacts: 1,
      moderation: 'live',
      status: 'active',
    });
    expect((await market(api, 'GET', 'my-ads')).statusCode).toBe(401);
    const stranger = await signUp(api);
    expect(
      (await market(api, 'POST', `my-ads/${ids[0]}/sold`, { session: stranger.session })).statusCode,
    ).toBe(404);
  });

  it('edits price and km, naming a bad field', async () => {
    const edited = await market(api, 'PATCH', `my-ads/${ids[1]}`, {
      session,
      body: { price: 425_000, kmsDriven: 31_000 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: ids[1], price: 425_000, kmsDriven: 31_000 });
    const bad = await market(api, 'PATCH', `my-ads/${ids[1]}`, { session, body: { price: 10 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('price');
  });

  it('marks an ad sold: it leaves the list, its page says sold and links similar active ads; sold is final', async () => {
    expect(await goaList()).toContain(ids[2]);
    const sold = await market(api, 'POST', `my-ads/${ids[2]}/sold`, { session });
    expect(sold.json()).toMatchObject({ status: 'sold' });
    expect(await goaList()).not.toContain(ids[2]);
    const page = (await market(api, 'GET', `ads/${ids[2]}`)).json() as UsedAdDetail;
    expect(page.status).toBe('sold');
    expect(page.similar.length).toBeGreaterThan(0);
    expect(page.similar.every((ad) => ad.status === 'active')).toBe(true);
    expect(
      (await market(api, 'PATCH', `my-ads/${ids[2]}`, { session, body: { price: 400_000 } })).statusCode,
    ).toBe(409);
  });

  it('deletes an ad for good', async () => {
    expect((await market(api, 'DELETE', `my-ads/${ids[3]}`, { session })).statusCode).toBe(204);
    expect((await market(api, 'GET', `ads/${ids[3]}`)).statusCode).toBe(404);
    expect((await myAds()).map((ad) => ad.id)).not.toContain(ids[3]);
  });

  it('texts the seller once 3 days before expiry, even with two job runs at once; an expired ad leaves the list until renewed', async () => {
    const now = api.clock.now().getTime();
    await setExpiry(api, ids[4], new Date(now + 2 * DAY));
    await setExpiry(api, ids[1], new Date(now + 10 * DAY));
    const before = api.sms.sent.length;
    const runs = await Promise.all([api.app.usedMarketJob.runOnce(), api.app.usedMarketJob.runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(1);
    const reminders = api.sms.sent.slice(before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ mobile: SELLER_MOBILE });
    expect(reminders[0]?.text).toContain('Mahindra 575 DI 2019');
    expect((await api.app.usedMarketJob.runOnce()).reminders).toBe(0);

    await setExpiry(api, ids[4], new Date(now - 1000));
    expect(await goaList()).not.toContain(ids[4]);
    expect(((await market(api, 'GET', `ads/${ids[4]}`)).json() as UsedAdDetail).status).toBe('expired');
    const contact = await market(api, 'POST', `ads/${ids[4]}/contact`, {
      body: { name: 'Vikram Singh', mobile: '9811100009' },
    });
    expect(contact.statusCode).toBe(410);

    const renewed = await market(api, 'POST', `my-ads/${ids[4]}/renew`, { session });
    expect(renewed.json()).toMatchObject({
      status: 'active',
      expiresAt: new Date(now + 60 * DAY).toISOString(),
    });
    expect(await goaList()).toContain(ids[4]);
  });

  it('sends a seller text again when the gateway was down at the reveal', async () => {
    const buyer = await signUp(api, { name: 'Anita Desai' });
    api.sms.failing = true;
    const answer = await market(api, 'POST', `ads/${ids[1]}/contact`, {
      session: buyer.session,
      body: { name: 'Anita Desai', mobile: buyer.mobile },
    });
    expect(answer.statusCode).toBe(200);
    const [reveal] = await api.database.db
      .select()
      .from(usedAdReveals)
      .where(eq(usedAdReveals.buyerMobile, buyer.mobile));
    expect(reveal?.notifiedAt).toBeNull();
    api.sms.failing = false;
    expect((await api.app.usedMarketJob.runOnce()).sellerTexts).toBe(0);
    api.clock.advance(3 * 60_000);
    expect((await api.app.usedMarketJob.runOnce()).sellerTexts).toBe(1);
    expect(api.sms.sent.at(-1)).toMatchObject({ mobile: SELLER_MOBILE });
    expect(api.sms.sent.at(-1)?.text).toContain(`Anita Desai (${buyer.mobile})`);
  });
});
