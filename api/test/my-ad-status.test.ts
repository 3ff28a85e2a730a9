import { call, signUp } from './accounts-helpers';
import { testDatabases } from './databases';
import { pngOf, postAd, useAdsApi, validAd } from './ads-helpers';

describe.each(testDatabases)('a seller marks sold or takes down their own ads (%s)', (kind) => {
  const api = useAdsApi(kind);

  it('takes the ad out of the public list, for its seller only', async () => {
    const seller = await signUp(api);
    const photo = { name: 'a.png', type: 'image/png', body: await pngOf(40, 30) };
    const ids: number[] = [];
    for (const model of ['Signa 4825.TK', 'Ace Gold']) {
      const response = await postAd(api, seller.session, validAd({ model }), [photo]);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().ad.id as number);
    }
    const [soldId, removedId] = ids;
    const publicTotal = async () => (await call(api, 'GET', '/api/used-vehicle-ads')).json().total as number;
    expect(await publicTotal()).toBe(2);

    const stranger = await signUp(api);
    expect(
      (await call(api, 'POST', `/api/users/me/ads/${soldId}/sold`, undefined, { session: stranger.session }))
        .statusCode,
    ).toBe(404);
    expect((await call(api, 'POST', `/api/users/me/ads/${soldId}/sold`)).statusCode).toBe(401);

    const sold = await call(api, 'POST', `/api/users/me/ads/${soldId}/sold`, undefined, {
      session: seller.session,
    });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toEqual({ id: soldId, status: 'sold' });
    expect((await call(api, 'GET', `/api/used-vehicle-ads/${soldId}`)).statusCode).toBe(404);

    const removeRequest = {
      method: 'DELETE',
      url: `/api/users/me/ads/${removedId}`,
      headers: { origin: 'http://localhost:80' },
    } as const;
    const removed = await api.app.inject({ ...removeRequest, cookies: { cvb_session: seller.session } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: removedId, status: 'removed' });
    expect(
      (await api.app.inject({ ...removeRequest, cookies: { cvb_session: seller.session } })).statusCode,
    ).toBe(404);
    expect(await publicTotal()).toBe(0);

    const mine = await call(api, 'GET', '/api/users/me/ads', undefined, { session: seller.session });
    const statuses = (mine.json().ads as { id: number; status: string }[]).map((ad) => [ad.id, ad.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [soldId, 'sold'],
        [removedId, 'removed'],
      ]),
    );
    // The seller's dashboard says when it was sold, whichever route marked it.
    const dashboard = await call(api, 'GET', '/api/used-market/my-ads', undefined, {
      session: seller.session,
    });
    const soldAd = (dashboard.json().ads as { id: number; soldAt: string | null }[]).find(
      (ad) => ad.id === soldId,
    );
    expect(soldAd?.soldAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });
});
