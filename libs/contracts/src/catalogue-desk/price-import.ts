import { z } from 'zod';

/** A price sheet may be 5 MB (about 50,000 rows). */
export const PRICE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** A change of more than this share of the old price is warned about. */
export const PRICE_CHANGE_WARNING_PERCENT = 30;
/** The columns of a price sheet, in order (the sample file's header). */
export const PRICE_SHEET_COLUMNS = ['vertical', 'brand', 'model', 'variant', 'ex_showroom_price'] as const;

/**
 * POST admin/catalogue/price-imports — a price sheet (CSV or XLSX, columns `PRICE_SHEET_COLUMNS`, slugs or names).
 * `apply: false` is the dry run; `apply: true` applies every change in one transaction, or nothing when any row has
 * an error (400 DeskFailure counting them; the dry run lists them). GET admin/catalogue/price-imports/sample.csv
 * (and .xlsx) downloads a sample with real rows.
 */
export const priceImportRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be 200 characters or less')
    .regex(/\.(csv|xlsx)$/i, 'must end in .csv or .xlsx'),
  contentBase64: z
    .string()
    .min(1, 'is required')
    .max(Math.ceil((PRICE_SHEET_MAX_BYTES * 4) / 3) + 4, 'the file must be 5 MB or smaller')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
  apply: z.boolean().default(false),
});
export type PriceImportRequest = z.input<typeof priceImportRequestSchema>;

export const priceImportRowSchema = z.object({
  /** Line of the sheet (the header is line 1). */
  line: z.number().int(),
  vertical: z.string(),
  brand: z.string(),
  model: z.string(),
  variant: z.string(),
  variantId: z.number().int().nullable(),
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  /** (new − old) / old × 100, one decimal; null without an old price. */
  changePercent: z.number().nullable(),
  /** `change`: the price moves; `same`: no change; `error`: see `errors`. */
  status: z.enum(['change', 'same', 'error']),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** E.g. a change of more than 30 %. */
  warnings: z.array(z.string()),
});
export type PriceImportRow = z.infer<typeof priceImportRowSchema>;

export const priceImportResultSchema = z.object({
  fileName: z.string(),
  applied: z.boolean(),
  counts: z.object({
    rows: z.number().int(),
    changes: z.number().int(),
    same: z.number().int(),
    errors: z.number().int(),
    warnings: z.number().int(),
  }),
  rows: z.array(priceImportRowSchema),
});
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;
