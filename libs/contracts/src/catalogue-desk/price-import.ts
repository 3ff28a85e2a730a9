import { z } from 'zod';

/** A price sheet may be 5 MB (about 50,000 rows). */
export const PRICE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** A change of more than this share of the old price is warned about. */
export const PRICE_CHANGE_WARNING_PERCENT = 30;
/** The columns of a price sheet, in order (the sample file's header). */
export const PRICE_SHEET_COLUMNS = ['vertical', 'brand', 'model', 'variant', 'ex_showroom_price'] as const;
/**
 * The optional columns of a state's on-road rule for a vertical (docs/domain.md#on-road-price): a row that names a
 * `state` (and no variant) sets that state's RTO/registration % and insurance % of the ex-showroom price and its
 * other charges in rupees, for the row's vertical. The sample file has them after the price columns.
 */
export const ON_ROAD_SHEET_COLUMNS = ['state', 'rto_percent', 'insurance_percent', 'other_charges'] as const;

/**
 * POST admin/catalogue/price-imports — a price sheet (CSV or XLSX, columns `PRICE_SHEET_COLUMNS`, slugs or names,
 * and optionally `ON_ROAD_SHEET_COLUMNS` for rows of states' on-road rules).
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

/** A state's on-road rule for a vertical: what the on-road price adds to the ex-showroom price. */
export const onRoadRuleValuesSchema = z.object({
  rtoPercent: z.number(),
  insurancePercent: z.number(),
  /** Registration, FASTag, handling: rupees. */
  otherCharges: z.number().int(),
});
export type OnRoadRuleValues = z.infer<typeof onRoadRuleValuesSchema>;

/** A line of the sheet that sets a state's on-road rule: the rule today → the sheet's. */
export const priceImportRuleRowSchema = z.object({
  line: z.number().int(),
  vertical: z.string(),
  /** The state as the site names it when known (else as the sheet wrote it). */
  state: z.string(),
  /** The rule in force, or null when the state has none for the vertical yet. */
  oldRule: onRoadRuleValuesSchema.nullable(),
  /** The sheet's rule, or null when a value is wrong (see `errors`). */
  newRule: onRoadRuleValuesSchema.nullable(),
  status: z.enum(['change', 'same', 'error']),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  warnings: z.array(z.string()),
});
export type PriceImportRuleRow = z.infer<typeof priceImportRuleRowSchema>;

export const priceImportResultSchema = z.object({
  fileName: z.string(),
  applied: z.boolean(),
  /** Price lines and on-road rule lines together. */
  counts: z.object({
    rows: z.number().int(),
    changes: z.number().int(),
    same: z.number().int(),
    errors: z.number().int(),
    warnings: z.number().int(),
  }),
  rows: z.array(priceImportRowSchema),
  /** The on-road rule lines (none when the sheet has no `state` column). */
  rules: z.array(priceImportRuleRowSchema),
});
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;
