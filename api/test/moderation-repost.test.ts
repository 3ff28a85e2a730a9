import {
  MODERATION_MESSAGES,
  reviewListResponseSchema,
  reviewRecordedResponseSchema,
  type ReviewRequest,
} from '@cvb/contracts';
import { call, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';
import { moderate } from './moderation-helpers';

const review = (fields: Partial<ReviewRequest> = {}): ReviewRequest => ({
  vertical: 'truck',
  brandSlug: 'ashok-leyland',
  modelSlug: 'dost-plus',
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
  kmDriven: 40_000,
  title: 'Clutch plate gone at forty thousand',
  description: 'The clutch plate wore out at forty thousand kilometres on city delivery runs in Pune.',
  name: 'Ramesh Jadhav',
  email: 'ramesh.jadhav@example.in',
  ...fields,
});

const LIST = '/api/rate-vehicle/getdata?brandSlug=ashok-leyland&modelSlug=dost-plus&scope=all&_limit=100';

async function publicIds(api: AccountsTestApi): Promise<number[]> {
  const list = reviewListResponseSchema.parse((await call(api, 'GET', LIST)).json());
  return list.reviews.map((item) => item.id);
}

describe.each(testDatabases)('A review an editor took down stays down when posted again, on %s', (kind) => {
  const api = useAccountsApi(kind);

  it.each([
    ['hide', '/api/general/review'],
    ['delete', '/api/rate-vehicle/add'],
    ['hide', '/api/rate-vehicle/add'],
  ] as const)('after %s, a re-post through %s is held for a check', async (action, path) => {
    const editor = await sessionWithRole(api, 'editor');
    const reviewer = await signUp(api);
    const first = reviewRecordedResponseSchema.parse(
      (await call(api, 'POST', '/api/general/review', review(), { session: reviewer.session })).json(),
    );
    expect(first.held).toBe(false);
    expect(
      (await moderate(api, editor, 'review', first.review.id, action, 'Abusive language')).statusCode,
    ).toBe(200);
    expect(await publicIds(api)).not.toContain(first.review.id);

    const again = await call(
      api,
      'POST',
      path,
      review({
        title: 'Clutch plate gone again',
        description: 'Posting this again with new words about the clutch.',
      }),
      { session: reviewer.session },
    );
    expect(again.statusCode).toBe(200);
    const reposted = reviewRecordedResponseSchema.parse(again.json());
    expect(reposted).toMatchObject({ held: true, message: MODERATION_MESSAGES.held });
    expect(await publicIds(api)).not.toContain(reposted.review.id);
    const mine = await call(api, 'GET', '/api/users/me/reviews', undefined, { session: reviewer.session });
    expect(mine.json().reviews[0]).toMatchObject({ id: reposted.review.id, moderation: 'held' });
  });
});
