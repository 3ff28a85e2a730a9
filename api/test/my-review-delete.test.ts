import { reviewListResponseSchema, reviewRecordedResponseSchema } from '@cvb/contracts';
import { call, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { testDatabases } from './databases';

const review = {
  vertical: 'truck',
  brandSlug: 'tata-motors',
  modelSlug: 'signa-4825-tk',
  useCase: 'goods-transportation',
  comfort: 2,
  valueForMoney: 2,
  mileage: 2,
  exterior: 2,
  easeOfDriving: 2,
  upTime: 2,
  afterSaleService: 2,
  costEffective: 2,
  driverSafety: 2,
  cabinComfort: 2,
  durability: 2,
  vehicleStatus: 'old',
  kmDriven: 180_000,
  title: 'Heavy on diesel on the ghats',
  description:
    'Pulls well but drinks diesel between Khopoli and Lonavala; service at Talegaon took two days.',
  name: 'Imran Shaikh',
  email: 'imran.shaikh@example.in',
};

async function summaryCount(api: AccountsTestApi): Promise<number> {
  const response = await call(
    api,
    'GET',
    '/api/rate-vehicle/getdata?brandSlug=tata-motors&modelSlug=signa-4825-tk',
  );
  return reviewListResponseSchema.parse(response.json()).summary.count;
}

describe.each(testDatabases)('DELETE users/me/reviews/:id on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('lets the reviewer delete their own review, and the rating follows; nobody else can', async () => {
    const reviewer = await signUp(api);
    const before = await summaryCount(api);
    const posted = await call(api, 'POST', '/api/general/review', review, { session: reviewer.session });
    expect(posted.statusCode).toBe(201);
    expect(reviewRecordedResponseSchema.parse(posted.json()).summary.count).toBe(before + 1);
    const mine = await call(api, 'GET', '/api/users/me/reviews', undefined, { session: reviewer.session });
    const id = (mine.json().reviews as { id: number }[])[0].id;

    const remove = (session?: string) =>
      api.app.inject({
        method: 'DELETE',
        url: `/api/users/me/reviews/${id}`,
        headers: { origin: 'http://localhost:80' },
        cookies: session ? { cvb_session: session } : {},
      });
    expect((await remove()).statusCode).toBe(401);
    expect((await remove((await signUp(api)).session)).statusCode).toBe(404);
    const deleted = await remove(reviewer.session);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id, deleted: true });
    expect(await summaryCount(api)).toBe(before);
    expect((await remove(reviewer.session)).statusCode).toBe(404);
  });
});
