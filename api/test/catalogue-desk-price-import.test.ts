import { priceImportResultSchema } from '@cvb/contracts';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { sessionWithRole } from './admin-helpers';
import { useAccountsApi } from './accounts-helpers';
import { desk } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(testDatabases)('catalogue desk: price sheets on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  let variants: { vertical: string; brand: string; model: string; variant: string; price: number }[];

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    const rows = await api.database.db
      .select({
        vertical: vehicleVariants.vertical,
        brand: brands.slug,
        model: vehicleModels.slug,
        variant: vehicleVariants.slug,
        price: vehicleVariants.price,
      })
      .from(vehicleVariants)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(eq(vehicleModels.status, 'on-sale'))
      .orderBy(asc(vehicleVariants.id));
    variants = rows.flatMap((row) => (row.price === null ? [] : [{ ...row, price: Number(row.price) }]));
  });

  const csvOf = (lines: string[][]) =>
    ['vertical,brand,model,variant,ex_showroom_price', ...lines.map((cells) => cells.join(','))].join('\n');
  const upload = (fileName: string, contentBase64: string, apply: boolean) =>
    desk(api, editor, 'POST', 'price-imports', { fileName, contentBase64, apply });
  const priceOf = async (slug: string) => {
    const [row] = await api.database.db
      .select({ price: vehicleVariants.price })
      .from(vehicleVariants)
      .where(eq(vehicleVariants.slug, slug));
    return Number(row.price);
  };

  it('dry-runs a sheet: old → new and %, per-row errors and big-change warnings, nothing written', async () => {
    const [a, b] = variants;
    const sheet = csvOf([
      [a.vertical, a.brand, a.model, a.variant, String(a.price + 10_000)],
      ['trucks', b.brand, b.model, b.variant, `"₹ ${(b.price * 1.5).toFixed(0)}"`],
      [a.vertical, a.brand, a.model, a.variant, String(a.price)],
      ['truck', 'tata-motors', 'no-such-model', 'x', '100000'],
      ['truck', a.brand, a.model, 'no-such-variant', '100000'],
      ['ships', a.brand, a.model, a.variant, '1'],
      [b.vertical, b.brand, b.model, b.variant, 'twelve lakh'],
    ]);
    const response = await upload('prices.csv', base64(sheet), false);
    expect(response.statusCode).toBe(200);
    const result = priceImportResultSchema.parse(response.json());
    expect(result).toMatchObject({ applied: false, counts: { rows: 7, changes: 2, errors: 5, warnings: 1 } });
    expect(result.rows[0]).toMatchObject({
      line: 2,
      oldPrice: a.price,
      newPrice: a.price + 10_000,
      status: 'change',
    });
    expect(result.rows[1].changePercent).toBe(50);
    expect(result.rows[1].warnings).toEqual(['the price changes by 50 %']);
    expect(result.rows[2].errors).toEqual([
      { field: 'variant', message: 'the same variant is on line 2 too' },
    ]);
    expect(result.rows[3].errors[0].field).toBe('model');
    expect(result.rows[4].errors[0].field).toBe('variant');
    expect(result.rows[5].errors[0].field).toBe('vertical');
    expect(result.rows[6].errors[0].field).toBe('ex_showroom_price');
    expect(await priceOf(a.variant)).toBe(a.price);

    // A sheet with errors applies nothing at all.
    const refused = await upload('prices.csv', base64(sheet), true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Nothing was applied: 5 rows have errors');
    expect(await priceOf(a.variant)).toBe(a.price);
  });

  it('applies an XLSX of 5,000 rows in one transaction within seconds; the pages and price history follow', async () => {
    const rows = variants.slice(0, 5000);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('prices');
    sheet.addRow(['Vertical', 'Brand', 'Model', 'Variant', 'Ex showroom price']);
    for (const row of rows)
      sheet.addRow([row.vertical, row.brand, row.model, row.variant, row.price + 5_000]);
    const padding = 5000 - rows.length;
    for (let i = 0; i < padding; i += 1) {
      const row = rows[i % rows.length];
      sheet.addRow([row.vertical, row.brand, row.model, row.variant, row.price + 5_000]);
    }
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const started = Date.now();
    const dry = priceImportResultSchema.parse((await upload('prices.xlsx', content, false)).json());
    expect(dry.counts.rows).toBe(5000);
    if (padding > 0) {
      // The catalogue has fewer variants than 5,000: the repeated rows are duplicates, so apply only the unique part.
      expect(dry.counts.errors).toBe(padding);
      const unique = new ExcelJS.Workbook();
      const first = unique.addWorksheet('prices');
      first.addRow(['vertical', 'brand', 'model', 'variant', 'ex_showroom_price']);
      for (const row of rows)
        first.addRow([row.vertical, row.brand, row.model, row.variant, row.price + 5_000]);
      const uniqueContent = Buffer.from(await unique.xlsx.writeBuffer()).toString('base64');
      const applied = priceImportResultSchema.parse(
        (await upload('prices.xlsx', uniqueContent, true)).json(),
      );
      expect(applied).toMatchObject({ applied: true, counts: { changes: rows.length, errors: 0 } });
    } else {
      const applied = priceImportResultSchema.parse((await upload('prices.xlsx', content, true)).json());
      expect(applied).toMatchObject({ applied: true, counts: { changes: 5000, errors: 0 } });
    }
    expect(Date.now() - started).toBeLessThan(30_000);
    const [one] = rows;
    expect(await priceOf(one.variant)).toBe(one.price + 5_000);
    const history = (
      await api.app.inject({
        method: 'GET',
        url: `/api/${one.vertical === 'truck' ? 'trucks' : one.vertical}/price-history/${one.brand}/${one.model}`,
      })
    ).json();
    expect(history.changed).toBe(true);
  });

  it('offers a sample sheet with the columns, the on-road ones too', async () => {
    const csv = await desk(api, editor, 'GET', 'price-imports/sample.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('price-sheet-sample.csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'vertical,brand,model,variant,ex_showroom_price,state,rto_percent,insurance_percent,other_charges',
    );
    expect(lines).toContain('truck,,,,,Maharashtra,7,3.4,9000');
    // The sample is a sheet the desk takes as it is: every line checks, nothing would change.
    const dry = priceImportResultSchema.parse((await upload('sample.csv', base64(csv.body), false)).json());
    expect(dry.counts).toMatchObject({ errors: 0, changes: 0 });
    expect(dry.rules.map((rule) => rule.state)).toEqual(['Delhi', 'Maharashtra']);
    const xlsx = await desk(api, editor, 'GET', 'price-imports/sample.xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(1).values).toEqual([
      undefined,
      'vertical',
      'brand',
      'model',
      'variant',
      'ex_showroom_price',
      'state',
      'rto_percent',
      'insurance_percent',
      'other_charges',
    ]);
  });

  const onRoadOf = async (city: string) => {
    const a = variants.find((variant) => variant.vertical === 'truck');
    if (!a) throw new Error('no truck variant');
    const detail = await api.app.inject({
      method: 'GET',
      url: `/api/trucks/model-detail?brandSlug=${a.brand}&modelSlug=${a.model}&city=${city}`,
    });
    expect(detail.statusCode).toBe(200);
    return detail.json().onRoad as {
      exShowroom: number;
      rto: number;
      insurance: number;
      otherCharges: number;
    };
  };

  it("dry-runs and applies states' on-road rules: the model page's on-road price in that state follows", async () => {
    const header =
      'vertical,brand,model,variant,ex_showroom_price,state,rto_percent,insurance_percent,other_charges';
    const rules = (lines: string[]) => [header, ...lines].join('\n');
    const before = await onRoadOf('mumbai');
    const sheet = rules([
      'truck,,,,,Maharashtra,8.5 %,3.6,"₹ 9,900"',
      'trucks,,,,,delhi,6,3.2,7500',
      'truck,,,,,Atlantis,6,3,7000',
      'truck,,,,,Goa,120,3,7000',
      'truck,,,,,Kerala,9,3.5,-5',
      'truck,tata-motors,,,,Punjab,6,3.1,7000',
      'truck,,,,,Maharashtra,8,3,9000',
    ]);
    const dry = priceImportResultSchema.parse((await upload('rules.csv', base64(sheet), false)).json());
    expect(dry.counts).toMatchObject({ rows: 7, changes: 1, same: 1, errors: 5 });
    expect(dry.rules[0]).toMatchObject({
      line: 2,
      state: 'Maharashtra',
      oldRule: { rtoPercent: 7, insurancePercent: 3.4, otherCharges: 9000 },
      newRule: { rtoPercent: 8.5, insurancePercent: 3.6, otherCharges: 9900 },
      status: 'change',
    });
    expect(dry.rules[1]).toMatchObject({ state: 'Delhi', status: 'same' });
    expect(dry.rules[2].errors).toEqual([{ field: 'state', message: 'is not a state of the site' }]);
    expect(dry.rules[3].errors).toEqual([
      { field: 'rto_percent', message: 'not a percentage from 0 to 100' },
    ]);
    expect(dry.rules[4].errors).toEqual([
      { field: 'other_charges', message: 'not an amount in rupees (0 or more)' },
    ]);
    expect(dry.rules[5].errors[0].field).toBe('state');
    expect(dry.rules[6].errors).toEqual([{ field: 'state', message: 'the same state is on line 2 too' }]);
    // In Hindi, the editor's language.
    const hindi = await desk(
      api,
      editor,
      'POST',
      'price-imports',
      {
        fileName: 'rules.csv',
        contentBase64: base64(sheet),
      },
      'hi',
    );
    expect(priceImportResultSchema.parse(hindi.json()).rules[2].errors[0].message).toBe('साइट का राज्य नहीं है');
    // A sheet with errors changes no rule.
    expect((await upload('rules.csv', base64(sheet), true)).statusCode).toBe(400);
    expect(await onRoadOf('mumbai')).toEqual(before);

    const good = rules(['truck,,,,,Maharashtra,8.5,3.6,9900', 'truck,,,,,Delhi,6,3.2,7500']);
    const applied = priceImportResultSchema.parse((await upload('rules.csv', base64(good), true)).json());
    expect(applied).toMatchObject({ applied: true, counts: { changes: 1, same: 1, errors: 0 } });
    const after = await onRoadOf('mumbai');
    expect(after.rto).toBe(Math.round((after.exShowroom * 8.5) / 100));
    expect(after.insurance).toBe(Math.round((after.exShowroom * 3.6) / 100));
    expect(after.otherCharges).toBe(9900);
    // Another state's price is untouched.
    const delhi = await onRoadOf('new-delhi');
    expect(delhi.otherCharges).toBe(7500);
  });
});
