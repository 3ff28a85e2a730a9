import type { LeadFilterQuery } from '@cvb/contracts';
import { stringify } from 'csv-stringify/sync';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { leads } from '../db/schema-leads';
import { leadConditions } from './lead-filters';
import { adminLeadColumns, toAdminLead } from './lead-queries';

/** The export's columns, in order, with the header each gets. */
const CSV_COLUMNS = [
  ['id', 'id'],
  ['createdAt', 'created_at'],
  ['kind', 'kind'],
  ['source', 'source'],
  ['name', 'name'],
  ['mobile', 'mobile'],
  ['email', 'email'],
  ['pincode', 'pincode'],
  ['city', 'city'],
  ['state', 'state'],
  ['vertical', 'vertical'],
  ['brandSlug', 'brand'],
  ['modelSlug', 'model'],
  ['variantSlug', 'variant'],
  ['timeline', 'timeline'],
] as const;

/** Largest export in one file; an admin narrows the filters for more. */
export const LEAD_EXPORT_MAX_ROWS = 50_000;

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe,
 * so opening the export in Excel never executes what a visitor typed into a form.
 */
const neutralizeFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Every lead matching the filters as CSV (UTF-8 with BOM, so Excel reads Devanagari and Tamil names). */
export async function leadsCsv(db: Db, filter: LeadFilterQuery): Promise<string> {
  const rows = await db
    .select(adminLeadColumns)
    .from(leads)
    .where(leadConditions(filter))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_EXPORT_MAX_ROWS);
  const records = rows.map(toAdminLead).map((lead) =>
    CSV_COLUMNS.map(([key]) => {
      const value = lead[key];
      return value === null ? '' : neutralizeFormula(String(value));
    }),
  );
  return `\uFEFF${stringify([CSV_COLUMNS.map(([, header]) => header), ...records])}`;
}
