import type { LeadImportResult, LeadImportRow, LeadSheetColumn } from '@cvb/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadImports } from '../../db/schema-admin';
import { leads } from '../../db/schema-leads';
import { checkLeadRow, type CheckedLeadRow } from './lead-row';
import { readLeadSheet } from './read-lead-sheet';
import { importRowKey, slugOf } from './row-key';
import { mapSheetColumns } from './sheet-columns';

export interface LeadSheetUpload {
  fileName: string;
  content: Buffer;
  commit: boolean;
  userId: number;
  now: Date;
}

interface KeyedRow extends CheckedLeadRow {
  key: string;
  status: LeadImportRow['status'];
}

/** Today's date in India, the bound of a lead's date. */
const indiaToday = (now: Date): string => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

async function existingKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .select({ key: leads.idempotencyKey })
      .from(leads)
      .where(inArray(leads.idempotencyKey, keys.slice(i, i + 500)));
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

function leadOf(row: KeyedRow, now: Date): typeof leads.$inferInsert {
  const { values } = row;
  return {
    kind: 'import',
    source: 'import',
    name: values.name,
    mobile: values.mobile,
    email: values.email,
    pincode: values.pincode,
    city: values.city,
    state: values.state,
    vertical: values.vertical,
    brandSlug: slugOf(values.brand) || null,
    modelSlug: slugOf(values.model) || null,
    variantSlug: slugOf(values.variant) || null,
    timeline: values.timeline,
    idempotencyKey: row.key,
    createdAt: values.date ? new Date(`${values.date}T12:00:00+05:30`) : now,
  };
}

/** Stores the new rows; a row another upload stored meanwhile is counted as a duplicate. */
async function commitRows(db: Db, rows: KeyedRow[], upload: LeadSheetUpload): Promise<void> {
  const fresh = rows.filter((row) => row.status === 'new');
  await db.transaction(async (tx) => {
    const stored = new Set<string>();
    for (let i = 0; i < fresh.length; i += 500) {
      const inserted = await tx
        .insert(leads)
        .values(fresh.slice(i, i + 500).map((row) => leadOf(row, upload.now)))
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ key: leads.idempotencyKey });
      for (const { key } of inserted) if (key) stored.add(key);
    }
    for (const row of fresh) row.status = stored.has(row.key) ? 'imported' : 'duplicate';
    const counted = (status: LeadImportRow['status']) => rows.filter((row) => row.status === status).length;
    await tx.insert(leadImports).values({
      fileName: upload.fileName,
      rows: rows.length,
      imported: counted('imported'),
      duplicate: counted('duplicate'),
      invalid: counted('invalid'),
      importedBy: upload.userId,
      createdAt: upload.now,
    });
  });
}

/**
 * Checks every line of a lead sheet and marks it new, duplicate (already stored, or repeated in the
 * sheet) or invalid; with `commit` stores the new ones. Re-importing a sheet stores nothing twice.
 */
export async function importLeadSheet(db: Db, upload: LeadSheetUpload): Promise<LeadImportResult> {
  const table = await readLeadSheet(upload.fileName, upload.content);
  const columns = mapSheetColumns(table.header);
  const today = indiaToday(upload.now);
  const checked = table.records.map((record, index) =>
    checkLeadRow(
      index + 2,
      (column: LeadSheetColumn) => {
        const header = columns.get(column);
        return header === undefined ? '' : (record[header] ?? '').trim();
      },
      today,
    ),
  );
  const rows: KeyedRow[] = checked.map((row) => ({
    ...row,
    key: importRowKey(row.values),
    status: row.errors.length > 0 ? 'invalid' : 'new',
  }));
  const stored = await existingKeys(
    db,
    rows.filter((row) => row.status === 'new').map((row) => row.key),
  );
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.status !== 'new') continue;
    if (stored.has(row.key) || seen.has(row.key)) row.status = 'duplicate';
    seen.add(row.key);
  }
  if (upload.commit) await commitRows(db, rows, upload);
  const counted = (status: LeadImportRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    fileName: upload.fileName,
    committed: upload.commit,
    counts: {
      rows: rows.length,
      valid: rows.length - counted('invalid'),
      invalid: counted('invalid'),
      duplicate: counted('duplicate'),
      imported: counted('imported'),
    },
    rows: rows.map(({ line, values, status, errors }) => ({
      line,
      name: values.name,
      mobile: values.mobile,
      vertical: values.vertical ?? '',
      brand: values.brand,
      model: values.model,
      date: values.date,
      status,
      errors,
    })),
  };
}
