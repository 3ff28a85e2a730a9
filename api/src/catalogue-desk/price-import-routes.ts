import {
  PRICE_SHEET_COLUMNS,
  deskLocaleQuerySchema,
  deskMessage,
  priceImportRequestSchema,
  priceImportResultSchema,
  type LocaleCode,
  type PriceImportResult,
  type VehicleVertical,
} from '@cvb/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { readLeadSheet } from '../admin/lead-sheet/read-lead-sheet';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { catalogueChanged } from './catalogue-change-feed';
import { catalogueDesk, localeOf, type Editor } from './desk-context';
import { DeskInputError } from './desk-errors';
import { checkPriceRows, knownVariants, type SheetRecord } from './price-sheet-rows';

const BATCH = 500;

/** The sheet's rows under the known columns (header names matched without case, spaces or underscores). */
function sheetRecords(
  header: string[],
  records: Record<string, string>[],
  locale: LocaleCode,
): SheetRecord[] {
  const simple = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
  const columnOf = new Map(header.map((name) => [simple(name), name]));
  const wanted = PRICE_SHEET_COLUMNS.map((column) => columnOf.get(simple(column)));
  if (wanted.some((name) => name === undefined)) {
    throw new DeskInputError(
      'contentBase64',
      deskMessage(locale, 'sheetHeader', { columns: PRICE_SHEET_COLUMNS.join(', ') }),
    );
  }
  const [vertical, brand, model, variant, price] = wanted as string[];
  return records.map((record, index) => ({
    line: index + 2,
    vertical: record[vertical] ?? '',
    brand: record[brand] ?? '',
    model: record[model] ?? '',
    variant: record[variant] ?? '',
    price: record[price] ?? '',
  }));
}

/** Applies every change in one transaction: the prices (the trigger keeps their history), then the models' ranges. */
async function applyPrices(
  db: Db,
  editor: Editor,
  prices: Map<number, { modelId: number; price: number | null }>,
) {
  const entries = [...prices.entries()];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('cvb.editor', ${editor.name}, true)`);
    for (let start = 0; start < entries.length; start += BATCH) {
      const values = sql.join(
        entries.slice(start, start + BATCH).map(([id, { price }]) => sql`(${id}::int, ${price}::bigint)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${vehicleVariants} set price = v.price from (values ${values}) as v(id, price) where ${vehicleVariants.id} = v.id`,
      );
    }
    const models = [...new Set(entries.map(([, variant]) => variant.modelId))];
    for (let start = 0; start < models.length; start += BATCH) {
      await tx
        .update(vehicleModels)
        .set({
          minPrice: sql`(select min(price) from ${vehicleVariants} where ${vehicleVariants.modelId} = ${vehicleModels.id})`,
          maxPrice: sql`(select max(price) from ${vehicleVariants} where ${vehicleVariants.modelId} = ${vehicleModels.id})`,
        })
        .where(inArray(vehicleModels.id, models.slice(start, start + BATCH)));
    }
  });
}

/** A sample price sheet: the columns and a few real variants with their current prices. */
async function sampleRows(db: Db): Promise<string[][]> {
  const rows = await db
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
    .where(eq(brands.slug, 'tata-motors'))
    .orderBy(asc(vehicleVariants.id))
    .limit(5);
  return [
    [...PRICE_SHEET_COLUMNS],
    ...rows.map((row) => [row.vertical, row.brand, row.model, row.variant, String(row.price ?? '')]),
  ];
}

/**
 * Price sheets (docs/domain.md#catalogue-desk): a dry run answers every row (old → new, %, errors, warnings over
 * 30 %); `apply` writes every change in one transaction, or nothing when any row has an error; then every instance
 * swaps in the verticals it touched. The sample sheet shows the columns.
 */
export const priceImportRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, route, editorOf } = catalogueDesk(app, accounts);

  app.post(
    '/admin/catalogue/price-imports',
    {
      ...route({
        summary: 'A price sheet (CSV or XLSX): dry run, or apply all rows in one transaction',
        querystring: deskLocaleQuerySchema,
        body: priceImportRequestSchema,
        response: { 200: priceImportResultSchema },
      }),
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request): Promise<PriceImportResult> => {
      const { fileName, contentBase64, apply } = request.body;
      const locale = localeOf(request.query);
      const table = await readLeadSheet(fileName, Buffer.from(contentBase64, 'base64'));
      const records = sheetRecords(table.header, table.records, locale);
      const known = await knownVariants(db);
      const models = new Set([...known.keys()].map((key) => key.split('|').slice(0, 3).join('|')));
      const { rows, variants } = checkPriceRows(records, known, models, locale);
      const counts = {
        rows: rows.length,
        changes: rows.filter((row) => row.status === 'change').length,
        same: rows.filter((row) => row.status === 'same').length,
        errors: rows.filter((row) => row.status === 'error').length,
        warnings: rows.filter((row) => row.warnings.length > 0).length,
      };
      if (apply && counts.errors > 0) {
        throw new DeskInputError(undefined, deskMessage(locale, 'sheetHasErrors', { count: counts.errors }));
      }
      if (apply && variants.size > 0) {
        await applyPrices(db, await editorOf(request), variants);
        const verticals = new Set<VehicleVertical>([...variants.values()].map((variant) => variant.vertical));
        for (const vertical of verticals) await catalogueChanged(db, { vertical });
      }
      return { fileName, applied: apply, counts, rows };
    },
  );

  app.get(
    '/admin/catalogue/price-imports/sample.csv',
    route({ summary: 'A sample price sheet (CSV)', response: { 200: z.string() } }),
    async (_request, reply) => {
      const csv = (await sampleRows(db)).map((cells) => cells.join(',')).join('\r\n');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="price-sheet-sample.csv"')
        .send(`${csv}\r\n`);
    },
  );

  app.get(
    '/admin/catalogue/price-imports/sample.xlsx',
    route({ summary: 'A sample price sheet (XLSX)', response: { 200: z.instanceof(Buffer) } }),
    async (_request, reply) => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('prices').addRows(await sampleRows(db));
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="price-sheet-sample.xlsx"')
        .send(buffer);
    },
  );
};
