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

  it('offers a sample sheet with the columns', async () => {
    const csv = await desk(api, editor, 'GET', 'price-imports/sample.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('price-sheet-sample.csv');
    expect(csv.body.split('\r\n')[0]).toBe('vertical,brand,model,variant,ex_showroom_price');
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
    ]);
  });
});
