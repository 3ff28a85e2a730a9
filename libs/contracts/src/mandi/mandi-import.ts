import { z } from 'zod';

/** Columns of the public Agmarknet / data.gov.in daily CSV (docs/domain.md#mandi-prices). */
export const MANDI_CSV_COLUMNS = [
  'State',
  'District',
  'Market',
  'Commodity',
  'Variety',
  'Grade',
  'Arrival_Date',
  'Min_x0020_Price',
  'Max_x0020_Price',
  'Modal_x0020_Price',
] as const;

export const FUEL_CSV_COLUMNS = ['State', 'City', 'Date', 'Petrol', 'Diesel', 'CNG', 'LPG'] as const;

/** Largest import file, in bytes. */
export const PRICE_IMPORT_MAX_BYTES = 50_000_000;

export const importRefusalSchema = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  reason: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** What an import did: rows read, stored, already there (same file twice), refused with reasons. */
export const priceImportReportSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  duplicates: z.number().int(),
  refused: z.number().int(),
  /** The first 200 refused rows with the reason. */
  refusals: z.array(importRefusalSchema),
});
export type PriceImportReport = z.infer<typeof priceImportReportSchema>;
