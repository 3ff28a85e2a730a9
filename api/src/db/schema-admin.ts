import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** One committed lead-sheet import (GET import-lead-data lists them); the rows themselves are in `leads`. */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    imported: integer('imported').notNull(),
    duplicate: integer('duplicate').notNull(),
    invalid: integer('invalid').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('lead_imports_created_idx').on(t.createdAt)],
);
