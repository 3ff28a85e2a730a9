import {
  DEFAULT_VERTICAL,
  ON_ROAD_SHEET_COLUMNS,
  PRICE_SHEET_COLUMNS,
  deskLocaleQuerySchema,
  deskMessage,
  priceImportRequestSchema,
  priceImportResultSchema,
  type PriceImportResult,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { readLeadSheet } from '../admin/lead-sheet/read-lead-sheet';
import type { Db } from '../db/database';
import { brands, onRoadPriceRules, vehicleModels, vehicleVariants } from '../db/schema';
import { catalogueChanged } from './catalogue-change-feed';
import { catalogueDesk, localeOf, type Editor } from './desk-context';
import { DeskInputError } from './desk-errors';
import { checkRuleRows, knownRules, writeRules, type RuleChange } from './on-road-sheet-rows';
import { sheetLines } from './price-sheet-records';
import { checkPriceRows, knownVariants } from './price-sheet-rows';

const BATCH = 500;
/** The states whose truck rules the sample sheet shows. */
const SAMPLE_STATES = ['Delhi', 'Maharashtra'];

/**
 * Applies every change in one transaction: the prices (the trigger keeps their history), the models' ranges, and
 * the states' on-road rules.
 */
async function applySheet(
  db: Db,
  editor: Editor,
  prices: Map<number, { modelId: number; price: number | null }>,
  rules: readonly RuleChange[],
) {
  const entries = [...prices.entries()];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('cvb.editor', ${editor.name}, true)`);
    await writeRules(tx, rules);
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

/**
 * A sample price sheet: the columns, a few real variants with their current prices, and the on-road rules of their
 * vehicle type in two states as they are (a line naming a state is a rule; its price cells stay empty).
 */
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
  const rules = await db
    .select()
    .from(onRoadPriceRules)
    .where(
      and(
        eq(onRoadPriceRules.vertical, rows[0]?.vertical ?? DEFAULT_VERTICAL),
        inArray(onRoadPriceRules.state, SAMPLE_STATES),
      ),
    )
    .orderBy(asc(onRoadPriceRules.state));
  const noRule = ON_ROAD_SHEET_COLUMNS.map(() => '');
  return [
    [...PRICE_SHEET_COLUMNS, ...ON_ROAD_SHEET_COLUMNS],
    ...rows.map((row) => [
      row.vertical,
      row.brand,
      row.model,
      row.variant,
      String(row.price ?? ''),
      ...noRule,
    ]),
    ...rules.map((rule) => [
      rule.vertical,
      '',
      '',
      '',
      '',
      rule.state,
      String(rule.rtoPercent),
      String(rule.insurancePercent),
      String(rule.otherCharges),
    ]),
  ];
}

/**
 * Price sheets (docs/domain.md#catalogue-desk): a dry run answers every row (old → new, %, errors, warnings over
 * 30 %) and every state's on-road rule line (rule today → the sheet's); `apply` writes every change in one
 * transaction, or nothing when any row has an error; then every instance swaps in the verticals it touched, and its
 * cities when a rule changed (the on-road prices of that state follow at once). The sample sheet shows the columns.
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
      const lines = sheetLines(table.header, table.records, locale);
      const known = await knownVariants(db);
      const models = new Set([...known.keys()].map((key) => key.split('|').slice(0, 3).join('|')));
      const { rows, variants } = checkPriceRows(lines.prices, known, models, locale);
      const checkedRules = checkRuleRows(lines.rules, await knownRules(db), locale);
      const every = [...rows, ...checkedRules.rows];
      const counts = {
        rows: every.length,
        changes: every.filter((row) => row.status === 'change').length,
        same: every.filter((row) => row.status === 'same').length,
        errors: every.filter((row) => row.status === 'error').length,
        warnings: every.filter((row) => row.warnings.length > 0).length,
      };
      if (apply && counts.errors > 0) {
        throw new DeskInputError(undefined, deskMessage(locale, 'sheetHasErrors', { count: counts.errors }));
      }
      const ruleChanges = checkedRules.changes;
      if (apply && (variants.size > 0 || ruleChanges.length > 0)) {
        await applySheet(db, await editorOf(request), variants, ruleChanges);
        const verticals = new Set<VehicleVertical>([...variants.values()].map((variant) => variant.vertical));
        for (const vertical of verticals) await catalogueChanged(db, { vertical });
        if (ruleChanges.length > 0) await catalogueChanged(db, { cities: true });
      }
      return { fileName, applied: apply, counts, rows, rules: checkedRules.rows };
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
