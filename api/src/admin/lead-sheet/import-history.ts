import type { LeadImportHistory } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { leadImports } from '../../db/schema-admin';

/** The 20 latest committed imports, newest first. */
export async function leadImportHistory(db: Db): Promise<LeadImportHistory> {
  const rows = await db
    .select({
      id: leadImports.id,
      fileName: leadImports.fileName,
      rows: leadImports.rows,
      imported: leadImports.imported,
      duplicate: leadImports.duplicate,
      invalid: leadImports.invalid,
      importedBy: users.name,
      createdAt: leadImports.createdAt,
    })
    .from(leadImports)
    .leftJoin(users, eq(users.id, leadImports.importedBy))
    .orderBy(desc(leadImports.createdAt), desc(leadImports.id))
    .limit(20);
  return {
    imports: rows.map((row) => ({
      ...row,
      importedBy: row.importedBy ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
