import { deskHistorySchema, deskModelConflictSchema, type DeskModel } from '@cvb/contracts';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { useAccountsApi } from './accounts-helpers';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

describe.each(testDatabases)('catalogue desk: models on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  let tata: number;

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    tata = await brandId(api, 'truck', 'tata-motors');
  });

  const publicGet = (url: string) => api.app.inject({ method: 'GET', url: `/api/${url}` });

  it('is for editors and admins only', async () => {
    await expectEditorsOnly(api, (session) =>
      api.app.inject({
        method: 'GET',
        url: '/api/admin/catalogue/models/1',
        cookies: session ? { cvb_session: session } : {},
      }),
    );
  });

  it('opens a seeded model as a document of its live rows, at version 0 with no draft', async () => {
    const detail = (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold')).json();
    const model = modelOf(await desk(api, editor, 'GET', `models/${detail.model.id}`));
    expect(model).toMatchObject({ version: 0, draft: null, pagePath: '/trucks/tata-motors/ace-gold' });
    expect(model.published?.document).toMatchObject({
      vertical: 'truck',
      brandId: tata,
      slug: 'ace-gold',
      status: 'on-sale',
      specs: expect.objectContaining({ gvwKg: 1815, payloadKg: 750 }),
    });
    expect(model.published?.document.variants.map((variant) => variant.slug)).toEqual(
      detail.variants.map((variant: { slug: string }) => variant.slug),
    );
  });

  it('refuses bad input with 400 naming the field, in the editor language', async () => {
    const document = upcomingTruck(tata, 'ace-ev-refused');
    const refusal = async (changed: object, locale: 'en' | 'hi' = 'en') => {
      const response = await desk(
        api,
        editor,
        'POST',
        'models',
        { document: { ...document, ...changed } },
        locale,
      );
      expect(response.statusCode).toBe(400);
      return response.json() as { field: string; message: string };
    };
    expect(await refusal({ slug: 'ace-gold' })).toMatchObject({
      field: 'slug',
      message: 'slug: this slug is already taken',
    });
    expect(await refusal({ slug: 'ace-gold' }, 'hi')).toMatchObject({
      field: 'slug',
      message: 'slug: यह स्लग पहले से लिया जा चुका है',
    });
    expect(await refusal({ expectedLaunch: '2025-03' })).toMatchObject({ field: 'expectedLaunch' });
    expect(await refusal({ variants: [{ slug: 'ace-ev-x', name: 'X', price: 0 }] })).toMatchObject({
      field: 'variants.0.price',
      message: 'variants.0.price: the price must be more than zero',
    });
    const aceGold = (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold')).json();
    const takenVariant: string = aceGold.variants[0].slug;
    expect(await refusal({ variants: [{ slug: takenVariant, name: 'X', price: 500000 }] })).toMatchObject({
      field: 'variants.0.slug',
    });
    expect(await refusal({ specs: { ptoHp: 40 } })).toMatchObject({ field: 'specs.ptoHp' });
    expect(await refusal({ specs: { gvwKg: -5 } })).toMatchObject({ field: 'specs.gvwKg' });
    expect(await refusal({ bodyType: 'sedan' })).toMatchObject({ field: 'bodyType' });
    expect(await refusal({ name: '' })).toMatchObject({ field: 'document.name' });
  });

  it('creates a draft, publishes it, refuses a model on sale with no price, and keeps history', async () => {
    const document = upcomingTruck(tata, 'ace-ev-2000');
    const created = await desk(api, editor, 'POST', 'models', { document });
    expect(created.statusCode).toBe(201);
    let model = modelOf(created);
    expect(model).toMatchObject({ version: 1, published: null, pagePath: null });
    expect(model.missingTexts.hi).toEqual(['description', 'pros', 'cons']);
    // Nothing is public before the publish.
    expect(
      (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-2000')).statusCode,
    ).toBe(404);

    model = modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: 1 }));
    expect(model).toMatchObject({ version: 2, draft: null, pagePath: '/trucks/tata-motors/ace-ev-2000' });
    const upcoming = (await publicGet('trucks/filter-page?pageType=upcoming&pageSize=100')).json();
    expect(upcoming.items.map((item: { slug: string }) => item.slug)).toContain('ace-ev-2000');

    // On sale with a variant but no price: refused, naming what is missing.
    const unpriced = {
      ...onSaleWith(document, 1),
      variants: [{ slug: 'ace-ev-2000-std', name: 'Std', price: null }],
    };
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, { version: 2, document: unpriced }),
    );
    const refused = await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The model cannot be published without an ex-showroom price for each variant',
      missing: ['variants.0.price'],
    });
    const noVariant = { ...onSaleWith(document, 1), variants: [] };
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, { version: 3, document: noVariant }),
    );
    expect(
      (await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: 4 })).json(),
    ).toMatchObject({
      missing: ['variants'],
    });

    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
        version: 4,
        document: onSaleWith(document, 1_050_000),
      }),
    );
    model = modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: 5 }));
    const live = (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-2000')).json();
    expect(live.model).toMatchObject({ status: 'on-sale', minPrice: 1_050_000 });

    const history = deskHistorySchema.parse(
      (await desk(api, editor, 'GET', `models/${model.id}/history`)).json(),
    );
    expect(history.entries.map((entry) => entry.version)).toEqual([6, 2]);
    expect(history.entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'upcoming', after: 'on-sale' },
        { field: 'variants.ace-ev-2000-std.price', before: null, after: 1_050_000 },
      ]),
    );
    // The first publish set the brand by id: the answer names it, so the desk shows "Tata Motors", not the number.
    expect(history.entries[1].changes).toContainEqual({ field: 'brandId', before: null, after: tata });
    expect(history.names).toEqual({ brands: { [String(tata)]: 'Tata Motors' }, models: {} });
  });

  it('refuses a save over a newer version with 409 saying who and when, and restores an earlier version', async () => {
    const document = onSaleWith(upcomingTruck(tata, 'ace-ev-3000'), 1_200_000);
    let model: DeskModel = modelOf(await desk(api, editor, 'POST', 'models', { document }));
    model = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    const opened = model.version;

    const other = await sessionWithRole(api, 'admin');
    const cheaper = onSaleWith(document, 1_150_000);
    const saved = modelOf(
      await desk(api, other, 'PUT', `models/${model.id}/draft`, { version: opened, document: cheaper }),
    );
    expect(saved.draft?.stamp.by).toBeTruthy();

    const stale = await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
      version: opened,
      document: onSaleWith(document, 1_300_000),
    });
    expect(stale.statusCode).toBe(409);
    const conflict = deskModelConflictSchema.parse(stale.json());
    expect(conflict.changedBy).toBe(saved.draft?.stamp.by);
    expect(conflict.changedBy).not.toBe('seed');
    expect(new Date(conflict.changedAt).getTime()).toBeGreaterThan(0);
    expect(conflict.message).toContain(conflict.changedBy);
    expect(conflict.current.version).toBe(opened + 1);
    expect(conflict.current.draft?.document.variants[0].price).toBe(1_150_000);

    const published = modelOf(
      await desk(api, other, 'POST', `models/${model.id}/publish`, { version: opened + 1 }),
    );
    expect(published.published?.document.variants[0].price).toBe(1_150_000);
    const restored = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/restore`, {
        version: published.version,
        fromVersion: opened,
      }),
    );
    expect(restored.draft?.document.variants[0].price).toBe(1_200_000);
    const back = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: restored.version }),
    );
    expect(back.published?.document.variants[0].price).toBe(1_200_000);
    const page = (await publicGet('trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-ev-3000')).json();
    expect(page.model.minPrice).toBe(1_200_000);
    expect(
      (
        await desk(api, editor, 'POST', `models/${model.id}/restore`, {
          version: back.version,
          fromVersion: 99,
        })
      ).statusCode,
    ).toBe(404);
  });
});
