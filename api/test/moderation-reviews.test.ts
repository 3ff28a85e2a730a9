import {
  MODERATION_MESSAGES,
  moderationListResponseSchema,
  reviewListResponseSchema,
  reviewRecordedResponseSchema,
  type ReviewRequest,
} from '@cvb/contracts';
import { call, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';
import { moderate, send } from './moderation-helpers';

const ratings = (value: number) => ({
  comfort: value,
  valueForMoney: value,
  mileage: value,
  exterior: value,
  easeOfDriving: value,
  upTime: value,
  afterSaleService: value,
  costEffective: value,
  driverSafety: value,
  cabinComfort: value,
  durability: value,
});

const review = (fields: Partial<ReviewRequest> = {}): ReviewRequest => ({
  vertical: 'truck',
  brandSlug: 'tata-motors',
  modelSlug: 'signa-4825-tk',
  useCase: 'goods-transportation',
  ...ratings(1),
  vehicleStatus: 'old',
  kmDriven: 90_000,
  title: 'Brakes faded on the ghat',
  description: 'The brakes faded twice between Khopoli and Lonavala with a full load of steel coils.',
  name: 'Imran Shaikh',
  email: 'imran.shaikh@example.in',
  ...fields,
});

const LIST = '/api/rate-vehicle/getdata?brandSlug=tata-motors&modelSlug=signa-4825-tk&scope=all&_limit=100';

async function publicList(api: AccountsTestApi) {
  return reviewListResponseSchema.parse((await call(api, 'GET', LIST)).json());
}

async function queue(api: AccountsTestApi, session: string, view: 'queue' | 'live' | 'removed' = 'queue') {
  const response = await call(api, 'GET', `/api/admin/moderation?view=${view}`, undefined, { session });
  expect(response.statusCode).toBe(200);
  return moderationListResponseSchema.parse(response.json());
}

describe.each(testDatabases)('Moderation of reviews on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('an editor hides a review: it leaves the public list and the rating; restore brings it back', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const before = await publicList(api);
    const reviewer = await signUp(api);
    const posted = reviewRecordedResponseSchema.parse(
      (await call(api, 'POST', '/api/general/review', review(), { session: reviewer.session })).json(),
    );
    expect(posted.held).toBe(false);
    const withIt = await publicList(api);
    expect(withIt.summary.count).toBe(before.summary.count + 1);
    expect(withIt.reviews.map((item) => item.id)).toContain(posted.review.id);
    const pageBefore = await call(
      api,
      'GET',
      '/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=signa-4825-tk',
    );
    expect(pageBefore.json().reviewSummary).toEqual(withIt.summary);

    const live = await queue(api, editor, 'live');
    expect(live.items.find((item) => item.kind === 'review' && item.id === posted.review.id)?.status).toBe(
      'live',
    );
    const noReason = await moderate(api, editor, 'review', posted.review.id, 'hide');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(`reason: ${MODERATION_MESSAGES.reasonRequired}`);

    const hidden = await moderate(api, editor, 'review', posted.review.id, 'hide', 'Abusive language');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ kind: 'review', id: posted.review.id, status: 'hidden' });
    const without = await publicList(api);
    expect(without.summary.count).toBe(before.summary.count);
    const modelPage = await call(
      api,
      'GET',
      '/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=signa-4825-tk',
    );
    expect(modelPage.json().reviewSummary).toEqual(without.summary);
    expect(without.summary.averageOverall).toBe(before.summary.averageOverall);
    expect(without.reviews.map((item) => item.id)).not.toContain(posted.review.id);
    expect(withIt.summary.averageOverall).not.toBe(before.summary.averageOverall);

    const removed = await queue(api, editor, 'removed');
    const listed = removed.items.find((item) => item.kind === 'review' && item.id === posted.review.id);
    expect(listed).toMatchObject({
      status: 'hidden',
      reason: 'Abusive language',
      moderatedBy: 'Suresh Patil',
    });
    expect(listed?.moderatedAt).toEqual(expect.any(String));

    expect((await moderate(api, editor, 'review', posted.review.id, 'restore')).statusCode).toBe(200);
    const back = await publicList(api);
    expect(back.summary).toEqual(withIt.summary);
    const modelPageBack = await call(
      api,
      'GET',
      '/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=signa-4825-tk',
    );
    expect(modelPageBack.json().reviewSummary).toEqual(withIt.summary);
    expect(back.reviews.map((item) => item.id)).toContain(posted.review.id);

    const deleted = await moderate(api, editor, 'review', posted.review.id, 'delete', 'Spam');
    expect(deleted.json().status).toBe('deleted');
    expect((await publicList(api)).summary.count).toBe(before.summary.count);
    const again = await moderate(api, editor, 'review', posted.review.id, 'restore');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MODERATION_MESSAGES.notAllowed);
  });

  it('only editors and admins moderate', async () => {
    await expectEditorsOnly(api, (session) => moderate(api, session, 'review', 1, 'hide', 'Spam'));
    await expectEditorsOnly(api, (session) =>
      call(api, 'GET', '/api/admin/moderation', undefined, session ? { session } : {}),
    );
    const admin = await sessionWithRole(api, 'admin');
    const missing = await moderate(api, admin, 'review', 999_999, 'hide', 'Spam');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MODERATION_MESSAGES.itemNotFound);
  });

  it('holds a review with a phone number: not public, in the queue; approve publishes it', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const before = await publicList(api);
    const reviewer = await signUp(api);
    const response = await call(
      api,
      'POST',
      '/api/general/review',
      review({ description: 'Good pulling power. Call me on 98765 43210 for a test drive of mine.' }),
      { session: reviewer.session },
    );
    expect(response.statusCode).toBe(201);
    const held = reviewRecordedResponseSchema.parse(response.json());
    expect(held).toMatchObject({ held: true, message: MODERATION_MESSAGES.held });
    expect((await publicList(api)).summary.count).toBe(before.summary.count);
    expect((await publicList(api)).reviews.map((item) => item.id)).not.toContain(held.review.id);

    const waiting = (await queue(api, editor)).items.find((item) => item.id === held.review.id);
    expect(waiting).toMatchObject({
      kind: 'review',
      status: 'held',
      holdReason: 'phone',
      author: 'Imran Shaikh',
    });
    const mine = await call(api, 'GET', '/api/users/me/reviews', undefined, { session: reviewer.session });
    expect(mine.json().reviews[0]).toMatchObject({ id: held.review.id, moderation: 'held' });

    expect((await moderate(api, editor, 'review', held.review.id, 'approve')).json().status).toBe('live');
    const after = await publicList(api);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.reviews.map((item) => item.id)).toContain(held.review.id);
    expect((await queue(api, editor)).items.map((item) => item.id)).not.toContain(held.review.id);
  });

  it('holds links and text the same user posted recently; reject keeps it off with the reason', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const reviewer = await signUp(api);
    const linked = await call(
      api,
      'POST',
      '/api/general/review',
      review({ description: 'Full specs and my photos are on www.example.com, have a look there first.' }),
      { session: reviewer.session },
    );
    expect(linked.json()).toMatchObject({ held: true });
    const text = 'Tyres lasted well on the Nashik highway and the cabin stayed cool all summer.';
    const first = await call(api, 'POST', '/api/general/review', review({ description: text }), {
      session: reviewer.session,
    });
    expect(first.json()).toMatchObject({ held: false, updated: true });
    const other = await call(
      api,
      'POST',
      '/api/general/review',
      review({ modelSlug: 'ace-gold', description: text }),
      { session: reviewer.session },
    );
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ held: true, message: MODERATION_MESSAGES.held });
    const waiting = (await queue(api, editor)).items.find((item) => item.id === other.json().review.id);
    expect(waiting?.holdReason).toBe('repeat');

    const rejected = await moderate(api, editor, 'review', other.json().review.id, 'reject', 'Copied text');
    expect(rejected.json().status).toBe('rejected');
    const removed = (await queue(api, editor, 'removed')).items.find(
      (item) => item.id === other.json().review.id,
    );
    expect(removed).toMatchObject({ status: 'rejected', reason: 'Copied text' });
  });

  it('the reviewer edits their own review and the rating follows; nobody else can', async () => {
    const before = await publicList(api);
    const reviewer = await signUp(api);
    const posted = reviewRecordedResponseSchema.parse(
      (
        await call(
          api,
          'POST',
          '/api/general/review',
          review({
            description: 'Five years on the Mumbai to Delhi run, the engine has never let me down once.',
          }),
          { session: reviewer.session },
        )
      ).json(),
    );
    expect(posted.held).toBe(false);
    const withLow = await publicList(api);
    const url = `/api/users/me/reviews/${posted.review.id}`;
    expect((await send(api, 'PATCH', url, ratings(5))).statusCode).toBe(401);
    expect((await send(api, 'PATCH', url, ratings(5), (await signUp(api)).session)).statusCode).toBe(404);
    const bad = await send(api, 'PATCH', url, { comfort: 9 }, reviewer.session);
    expect(bad.statusCode).toBe(400);

    const edited = await send(
      api,
      'PATCH',
      url,
      { ...ratings(5), title: 'Never let me down' },
      reviewer.session,
    );
    expect(edited.statusCode).toBe(200);
    const body = reviewRecordedResponseSchema.parse(edited.json());
    expect(body.review).toMatchObject({ title: 'Never let me down', overall: 5 });
    const after = await publicList(api);
    expect(after.summary.count).toBe(withLow.summary.count);
    expect(after.summary.averageOverall).toBeGreaterThan(withLow.summary.averageOverall ?? 0);
    expect(after.summary).toEqual(body.summary);
    expect(after.summary.count).toBe(before.summary.count + 1);
  });
});
