import {
  deskHistorySchema,
  headerSearchResponseSchema,
  priceHistorySchema,
  type DeskLaunchAnswer,
  type DeskModel,
} from '@cvb/contracts';
import { leads } from '../src/db/schema-leads';
import { queueLaunchAlerts, sendDueLaunchAlerts } from '../src/catalogue-desk/launch-alerts';
import { sessionWithRole } from './admin-helpers';
import { freshMobile, useAccountsApi } from './accounts-helpers';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

describe.each(testDatabases)('catalogue desk: launches, discontinuations and prices on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  let tata: number;

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    tata = await brandId(api, 'truck', 'tata-motors');
  });

  const publicJson = async (url: string) =>
    (await api.app.inject({ method: 'GET', url: `/api/${url}` })).json();
  const slugsOf = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);
  const searchLinks = async (query: string) =>
    headerSearchResponseSchema
      .parse(await publicJson(`general/search?searchQuery=${encodeURIComponent(query)}`))
      .data.searchResult.map((hit) => hit.link);

  async function published(slug: string, document = upcomingTruck(tata, slug)): Promise<DeskModel> {
    const model = modelOf(await desk(api, editor, 'POST', 'models', { document }));
    return modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }));
  }

  it('launches an upcoming model: it moves to the lists, and each "alert me" subscriber gets one SMS', async () => {
    let model = await published('intra-ev-launch');
    const [first, second] = [freshMobile(), freshMobile()];
    const alert = {
      kind: 'launch-alert' as const,
      vertical: 'truck' as const,
      brandSlug: 'tata-motors',
      modelSlug: 'intra-ev-launch',
      source: '/trucks/tata-motors/intra-ev-launch',
    };
    await api.database.db.insert(leads).values([
      { ...alert, name: 'Ramesh Yadav', mobile: first },
      { ...alert, name: 'Ramesh Yadav', mobile: first },
      { ...alert, name: 'Lakshmi Iyer', mobile: second },
    ]);
    expect(slugsOf(await publicJson('trucks/filter-page?pageType=upcoming&pageSize=100'))).toContain(
      'intra-ev-launch',
    );
    expect(slugsOf(await publicJson('trucks/filter-page?brandSlugs=tata-motors&pageSize=100'))).toContain(
      'intra-ev-launch',
    );

    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
        version: model.version,
        document: { ...onSaleWith(upcomingTruck(tata, 'intra-ev-launch'), 1_295_000), status: 'upcoming' },
      }),
    );
    const launched = await desk(api, editor, 'POST', `models/${model.id}/launch`, { version: model.version });
    expect(launched.statusCode).toBe(200);
    const answer = launched.json() as DeskLaunchAnswer;
    expect(answer.alertsQueued).toBe(2);
    expect(answer.model.published?.document.status).toBe('on-sale');

    const texts = api.sms.sent.filter((sms) => sms.mobile === first || sms.mobile === second);
    expect(texts.map((sms) => sms.mobile).sort()).toEqual([first, second].sort());
    expect(texts[0].text).toContain('Tata Intra Ev Launch');
    expect(texts[0].text).toContain('₹12.95 Lakh');
    expect(texts[0].text).toContain('/trucks/tata-motors/intra-ev-launch');

    // A retried launch, or another instance hearing it, queues nobody twice.
    const document = answer.model.published!.document;
    const sms = { sms: api.sms, origin: 'http://localhost' };
    const again = await Promise.all([
      queueLaunchAlerts(api.database.db, model.id, document, sms),
      queueLaunchAlerts(api.database.db, model.id, document, sms),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await sendDueLaunchAlerts(api.database.db, api.sms)).toBe(0);
    expect(api.sms.sent.filter((text) => text.mobile === first)).toHaveLength(1);

    expect(slugsOf(await publicJson('trucks/filter-page?pageType=upcoming&pageSize=100'))).not.toContain(
      'intra-ev-launch',
    );
    expect(slugsOf(await publicJson('trucks/filter-page?pageType=latest&pageSize=100'))).toContain(
      'intra-ev-launch',
    );
    expect(await searchLinks('intra ev launch')).toContain('/trucks/tata-motors/intra-ev-launch');
    const again409 = await desk(api, editor, 'POST', `models/${model.id}/launch`, {
      version: answer.model.version,
    });
    expect(again409.statusCode).toBe(400);
    expect(again409.json()).toMatchObject({
      field: 'status',
      message: 'status: Only an upcoming model can be launched',
    });
  });

  it('discontinues a model: its page stays with the successor, it leaves the lists and search', async () => {
    const successor = await published('ace-ev-next', onSaleWith(upcomingTruck(tata, 'ace-ev-next'), 990_000));
    const old = await published('ace-ev-old', onSaleWith(upcomingTruck(tata, 'ace-ev-old'), 890_000));
    expect(await searchLinks('ace ev old')).toContain('/trucks/tata-motors/ace-ev-old');
    const answer = modelOf(
      await desk(api, editor, 'POST', `models/${old.id}/discontinue`, {
        version: old.version,
        successorModelId: successor.id,
      }),
    );
    expect(answer.published?.document).toMatchObject({
      status: 'discontinued',
      successorModelId: successor.id,
    });
    const page = await api.app.inject({
      method: 'GET',
      url: '/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-old',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().model.status).toBe('discontinued');
    expect(page.json().successor).toEqual({
      name: 'Tata Ace Ev Next',
      brandSlug: 'tata-motors',
      slug: 'ace-ev-next',
    });
    expect(slugsOf(await publicJson('trucks/filter-page?brandSlugs=tata-motors&pageSize=100'))).not.toContain(
      'ace-ev-old',
    );
    expect(await searchLinks('ace ev old')).not.toContain('/trucks/tata-motors/ace-ev-old');
    // The desk's history names the successor the change points at by id.
    const history = deskHistorySchema.parse(
      (await desk(api, editor, 'GET', `models/${old.id}/history`)).json(),
    );
    expect(history.entries[0].changes).toContainEqual({
      field: 'successorModelId',
      before: null,
      after: successor.id,
    });
    expect(history.names.models).toEqual({ [String(successor.id)]: 'Tata Ace Ev Next' });
    const unknown = await desk(api, editor, 'POST', `models/${successor.id}/discontinue`, {
      version: successor.version,
      successorModelId: successor.id,
    });
    expect(unknown.json()).toMatchObject({ field: 'successorModelId' });
  });

  it('keeps every price change and shows it on the public price history', async () => {
    let model = await published('ace-ev-prices', onSaleWith(upcomingTruck(tata, 'ace-ev-prices'), 1_000_000));
    const url = 'trucks/price-history/tata-motors/ace-ev-prices';
    let history = priceHistorySchema.parse(await publicJson(url));
    expect(history).toMatchObject({
      changed: false,
      variants: [{ slug: 'ace-ev-prices-std', prices: [{ price: 1_000_000 }] }],
    });
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
        version: model.version,
        document: {
          ...model.published!.document,
          variants: [{ ...model.published!.document.variants[0], price: 1_040_000 }],
        },
      }),
    );
    const republished = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    expect(republished.published?.document.variants[0].price).toBe(1_040_000);
    history = priceHistorySchema.parse(await publicJson(url));
    expect(history.changed).toBe(true);
    expect(history.variants[0].prices.map((entry) => entry.price)).toEqual([1_000_000, 1_040_000]);
    expect(history.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await publicJson('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-prices')).model.minPrice,
    ).toBe(1_040_000);
  });

  it('finds brands, models, variants and unpublished drafts; edits a brand with a version', async () => {
    const draft = modelOf(
      await desk(api, editor, 'POST', 'models', { document: upcomingTruck(tata, 'yodha-ev-draft') }),
    );
    const search = (query: string) =>
      desk(api, editor, 'GET', `search?${query}`).then((response) => response.json());
    const found = await search('q=yodha%20ev%20draft');
    expect(found.hits).toEqual([
      expect.objectContaining({ kind: 'model', id: draft.id, hasDraft: true, status: 'upcoming' }),
    ]);
    const tatas = await search('q=tata&vertical=truck');
    expect(tatas.hits[0]).toMatchObject({ kind: 'brand', name: 'Tata Motors', vertical: 'truck' });
    const aceGold = await search('q=ace%20gold&vertical=truck&status=on-sale');
    expect(aceGold.hits.some((hit: { kind: string }) => hit.kind === 'variant')).toBe(true);

    const brand = (await desk(api, editor, 'GET', `brands/${tata}`)).json();
    expect(brand).toMatchObject({ name: 'Tata Motors', slug: 'tata-motors', version: 0 });
    expect(brand.modelCount).toBeGreaterThan(10);
    const edit = {
      version: 0,
      name: 'Tata Motors',
      slug: 'tata-motors',
      description: 'India’s largest truck maker.',
      logo: null,
    };
    const saved = await desk(api, editor, 'PUT', `brands/${tata}`, edit);
    expect(saved.json()).toMatchObject({ version: 1, description: 'India’s largest truck maker.' });
    const stale = await desk(api, editor, 'PUT', `brands/${tata}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(1);
    const taken = await desk(api, editor, 'POST', 'brands', {
      vertical: 'truck',
      name: 'Tata',
      slug: 'tata-motors',
    });
    expect(taken.json()).toMatchObject({ field: 'slug', message: 'slug: this slug is already taken' });
    const created = await desk(api, editor, 'POST', 'brands', {
      vertical: 'truck',
      name: 'Euler Motors',
      slug: 'euler-motors',
    });
    expect(created.statusCode).toBe(201);
  });
});
