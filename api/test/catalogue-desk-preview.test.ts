import { modelDetailSchema, priceHistorySchema, seoAnswerSchema, type DeskModel } from '@cvb/contracts';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { useAccountsApi } from './accounts-helpers';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

describe.each(testDatabases)('catalogue desk: the draft preview on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  let tata: number;

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    tata = await brandId(api, 'truck', 'tata-motors');
  });

  const publicGet = (url: string) => api.app.inject({ method: 'GET', url: `/api/${url}` });
  const preview = (id: number, session: string | undefined, query = '') =>
    api.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/models/${id}/preview${query}`,
      cookies: session ? { cvb_session: session } : {},
    });

  async function published(slug: string, price: number): Promise<DeskModel> {
    const model = modelOf(
      await desk(api, editor, 'POST', 'models', { document: onSaleWith(upcomingTruck(tata, slug), price) }),
    );
    return modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }));
  }

  it('shows an editor a new model that was never published, as its page will show it, and nobody else', async () => {
    const model = modelOf(
      await desk(api, editor, 'POST', 'models', {
        document: {
          ...onSaleWith(upcomingTruck(tata, 'ace-ev-preview'), 1_234_000),
          texts: {
            en: { description: 'Draft words for the preview.', pros: ['Quiet'], cons: [], faq: [] },
            hi: { description: 'पूर्वावलोकन के लिए ड्राफ्ट।', pros: [], cons: [], faq: [] },
          },
        },
      }),
    );
    expect(model.previewPath).toBe(`/trucks/tata-motors/ace-ev-preview?preview=${model.id}`);
    expect(model.pagePath).toBeNull();

    const answer = await preview(model.id, editor, '?city=new-delhi');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const detail = modelDetailSchema.parse(answer.json());
    expect(detail.model).toMatchObject({
      slug: 'ace-ev-preview',
      brandSlug: 'tata-motors',
      name: 'Tata Ace Ev Preview',
      description: 'Draft words for the preview.',
      pros: ['Quiet'],
      minPrice: 1_234_000,
    });
    expect(detail.variants.map((variant) => [variant.slug, variant.price])).toEqual([
      ['ace-ev-preview-std', 1_234_000],
    ]);
    expect(detail.city.slug).toBe('new-delhi');
    const hindi = modelDetailSchema.parse((await preview(model.id, editor, '?locale=hi')).json());
    expect(hindi.model.description).toBe('पूर्वावलोकन के लिए ड्राफ्ट।');

    // Nothing of the preview stays: the public page, its price history and the lists do not know the model.
    expect(
      (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-preview')).statusCode,
    ).toBe(404);
    expect((await publicGet('trucks/price-history/tata-motors/ace-ev-preview')).statusCode).toBe(404);
    const list = (await publicGet('trucks/filter-page?brandSlugs=tata-motors&pageSize=100')).json() as {
      items: { slug: string }[];
    };
    expect(list.items.map((item) => item.slug)).not.toContain('ace-ev-preview');

    // Visitors and signed-in people who are not editors are refused.
    await expectEditorsOnly(api, (session) => preview(model.id, session));
  });

  it("gives the web server the head of a never-published model's page for an editor (200, noindex) while the site still answers 404", async () => {
    const model = modelOf(
      await desk(api, editor, 'POST', 'models', {
        document: onSaleWith(upcomingTruck(tata, 'ace-ev-preview-head'), 1_111_000),
      }),
    );
    const path = '/trucks/tata-motors/ace-ev-preview-head';
    const head = (session: string | undefined, query = `?path=${encodeURIComponent(path)}&locale=en`) =>
      api.app.inject({
        method: 'GET',
        url: `/api/admin/catalogue/models/${model.id}/preview-seo${query}`,
        cookies: session ? { cvb_session: session } : {},
      });

    const answer = await head(editor);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const seo = seoAnswerSchema.parse(answer.json());
    expect(seo.status).toBe(200);
    expect(seo.seo.title).toContain('Tata Ace Ev Preview Head');
    expect(seo.seo.title).toContain('11.11 Lakh');
    expect(seo.seo.robots).toBe('noindex,nofollow');
    expect(seo.firstView).toBeUndefined();
    const hindi = seoAnswerSchema.parse((await head(editor, `?path=${path}&locale=hi`)).json());
    expect(hindi).toMatchObject({ status: 200, seo: { robots: 'noindex,nofollow' } });
    expect(hindi.seo.title).toContain('लाख');
    // Another page than the draft's is what it is once published: a 404 for a slug nobody has.
    const elsewhere = seoAnswerSchema.parse(
      (await head(editor, '?path=/trucks/tata-motors/no-such-model&locale=en')).json(),
    );
    expect(elsewhere.status).toBe(404);
    const badPath = await head(editor, '?path=trucks&locale=en');
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().message).toMatch(/path/);

    // The public head does not know the model, and nothing of the preview stayed.
    const publicHead = seoAnswerSchema.parse((await publicGet(`general/seo?path=${path}&locale=en`)).json());
    expect(publicHead.status).toBe(404);
    expect(
      (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-preview-head')).statusCode,
    ).toBe(404);
    await expectEditorsOnly(api, (session) => head(session));
  });

  it("shows a published model's draft (a new price) while the public page, its history and the desk stay as they were", async () => {
    let model = await published('ace-ev-preview-price', 1_000_000);
    expect(model.previewPath).toBeNull();
    const live = model.published!.document;
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
        version: model.version,
        document: {
          ...live,
          name: 'Tata Ace EV Draft',
          variants: [{ ...live.variants[0], price: 1_080_000 }],
        },
      }),
    );
    expect(model.previewPath).toBe(`/trucks/tata-motors/ace-ev-preview-price?preview=${model.id}`);

    const detail = modelDetailSchema.parse((await preview(model.id, editor)).json());
    expect(detail.model.name).toBe('Tata Ace EV Draft');
    expect(detail.variants[0].price).toBe(1_080_000);

    const page = modelDetailSchema.parse(
      (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-preview-price')).json(),
    );
    expect(page.model.name).not.toBe('Tata Ace EV Draft');
    expect(page.variants[0].price).toBe(1_000_000);
    const history = priceHistorySchema.parse(
      (await publicGet('trucks/price-history/tata-motors/ace-ev-preview-price')).json(),
    );
    expect(history.changed).toBe(false);
    expect(history.variants[0].prices.map((entry) => entry.price)).toEqual([1_000_000]);
    const after = modelOf(await desk(api, editor, 'GET', `models/${model.id}`));
    expect(after.version).toBe(model.version);
    expect(after.draft?.document.variants[0].price).toBe(1_080_000);
  });

  it('answers 404 for a model that does not exist and 400 naming a bad city', async () => {
    expect((await preview(987_654, editor)).statusCode).toBe(404);
    const model = await published('ace-ev-preview-city', 900_000);
    const refused = await preview(model.id, editor, '?city=New%20Delhi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'city' });
  });
});
