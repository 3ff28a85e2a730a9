import { eq } from 'drizzle-orm';
import { alertFirings } from '../src/db/schema-alerts';
import { call, signUp, useAccountsApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { brandId, desk, modelOf, onSaleWith, upcomingTruck } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

process.env.ALERT_WORKER = 'off';
jest.setTimeout(120_000);

describe.each(testDatabases)('catalogue desk publishes and brand alerts on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('fires a new-model alert on the first publish and a price alert when the lowest price changes', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const tata = await brandId(api, 'truck', 'tata-motors');
    const buyer = await signUp(api, { name: 'Harpreet Singh' });
    const alertOf = async (rule: object) => {
      const response = await call(api, 'POST', '/api/alerts', { rule }, { session: buyer.session });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const firedIds = async () =>
      (await api.database.db.select().from(alertFirings).where(eq(alertFirings.userId, buyer.id))).map(
        (row) => row.alertId,
      );

    const launches = await alertOf({
      kind: 'catalogue',
      vertical: 'truck',
      brand: 'tata-motors',
      events: ['new-model'],
    });
    const mahindra = await alertOf({
      kind: 'catalogue',
      vertical: 'truck',
      brand: 'mahindra',
      events: ['new-model'],
    });
    const document = upcomingTruck(tata, 'ace-ev-2100');
    let model = modelOf(await desk(api, editor, 'POST', 'models', { document }));
    model = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    expect(await firedIds()).toEqual([launches]);
    expect(await firedIds()).not.toContain(mahindra);

    const prices = await alertOf({
      kind: 'catalogue',
      vertical: 'truck',
      brand: 'tata-motors',
      model: 'ace-ev-2100',
      events: ['price-change'],
    });
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
        version: model.version,
        document: onSaleWith(document, 1_000_000),
      }),
    );
    model = modelOf(
      await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }),
    );
    // Upcoming to on sale is a launch (the launch alert already fired today); no price before, so no price change.
    expect(await firedIds()).not.toContain(prices);
    model = modelOf(
      await desk(api, editor, 'PUT', `models/${model.id}/draft`, {
        version: model.version,
        document: onSaleWith(document, 1_050_000),
      }),
    );
    modelOf(await desk(api, editor, 'POST', `models/${model.id}/publish`, { version: model.version }));
    const [fired] = await api.database.db.select().from(alertFirings).where(eq(alertFirings.alertId, prices));
    expect(fired).toMatchObject({ messageKey: 'priceChange', path: '/trucks/tata-motors/ace-ev-2100' });
    expect(fired.values).toMatchObject({ model: 'Tata Ace Ev 2100', price: 1_050_000 });
  });
});
