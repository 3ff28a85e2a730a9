import { z } from 'zod';
import { LEAD_SHEET_MAX_BYTES, LEAD_ROW_STATUSES } from './lead-import-constants';

/**
 * POST import-lead-data. `commit: false` only checks the sheet and answers every row's problems;
 * `commit: true` stores the valid rows that are not in the database yet.
 */
export const leadImportRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be 200 characters or less')
    .regex(/\.(csv|xlsx)$/i, 'must end in .csv or .xlsx'),
  contentBase64: z
    .string()
    .min(1, 'is required')
    .max(Math.ceil((LEAD_SHEET_MAX_BYTES * 4) / 3) + 4, 'the file must be 2 MB or smaller')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
  commit: z.boolean().default(false),
});
export type LeadImportRequest = z.input<typeof leadImportRequestSchema>;

export const leadImportRowSchema = z.object({
  /** Line of the sheet (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  vertical: z.string(),
  brand: z.string(),
  model: z.string(),
  date: z.string(),
  status: z.enum(LEAD_ROW_STATUSES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type LeadImportRow = z.infer<typeof leadImportRowSchema>;

export const leadImportResultSchema = z.object({
  fileName: z.string(),
  committed: z.boolean(),
  counts: z.object({
    rows: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicate: z.number().int(),
    imported: z.number().int(),
  }),
  rows: z.array(leadImportRowSchema),
});
export type LeadImportResult = z.infer<typeof leadImportResultSchema>;

/** GET import-lead-data: the latest imports, newest first. */
export const leadImportHistorySchema = z.object({
  imports: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      rows: z.number().int(),
      imported: z.number().int(),
      duplicate: z.number().int(),
      invalid: z.number().int(),
      importedBy: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type LeadImportHistory = z.infer<typeof leadImportHistorySchema>;
