import { z } from 'zod';
import { LOCALE_CODES, VEHICLE_VERTICALS } from '../verticals';

/** Statuses an editor can give a model (the database's 'expired' is the seed's alone). */
export const DESK_MODEL_STATUSES = ['upcoming', 'on-sale', 'discontinued'] as const;
export type DeskModelStatus = (typeof DESK_MODEL_STATUSES)[number];

/** The text fields of a model that exist per language; the "missing" marker lists these. */
export const DESK_TEXT_FIELDS = ['description', 'pros', 'cons', 'faq'] as const;
export type DeskTextField = (typeof DESK_TEXT_FIELDS)[number];

const slugSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(80, 'must be 80 characters or less')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');
const nameSchema = z.string().trim().min(1, 'is required').max(120, 'must be 120 characters or less');
/** Spec values by spec-row key (`deskSpecFields`); the API checks each against the vertical's definition. */
const specValuesSchema = z.record(z.string(), z.union([z.number(), z.string().max(200), z.null()]));

/** A model's texts in one language; in a language other than English, an empty field falls back to English. */
export const deskModelTextsSchema = z.object({
  description: z.string().max(5000, 'must be 5,000 characters or less').default(''),
  pros: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
  cons: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
  faq: z
    .array(
      z.object({ question: z.string().trim().min(1).max(300), answer: z.string().trim().min(1).max(2000) }),
    )
    .max(30)
    .default([]),
});
export type DeskModelTexts = z.infer<typeof deskModelTextsSchema>;

/** A variant as the editor writes it; `id` is absent for a variant not published yet. */
export const deskVariantSchema = z.object({
  id: z.number().int().positive().optional(),
  slug: slugSchema,
  name: nameSchema,
  /** Ex-showroom rupees; null = price not known yet (a model cannot be published with no priced variant). */
  price: z.number().nullable(),
  /** Spec values that differ from the model's. */
  specs: specValuesSchema.default({}),
});
export type DeskVariant = z.infer<typeof deskVariantSchema>;

export const deskPictureSchema = z.object({
  /** An address answered by POST admin/catalogue/pictures. */
  url: z.string().min(1).max(500),
  alt: z.string().trim().max(200).default(''),
});
export type DeskPicture = z.infer<typeof deskPictureSchema>;

/**
 * Everything an editor edits of a model, as one document: the draft and every published version are one of these.
 * The launch is `YYYY-MM` or `YYYY-MM-DD`; prices are rupees.
 */
export const deskModelDocumentSchema = z.object({
  vertical: z.enum(VEHICLE_VERTICALS),
  brandId: z.number().int().positive(),
  slug: slugSchema,
  name: nameSchema,
  /** One of the vertical definition's `bodyTypes`. */
  bodyType: z.string().min(1, 'is required'),
  /** One of the vertical definition's `fuels`. */
  fuelType: z.string().min(1, 'is required'),
  /** One of the vertical definition's `transmissions`, or null. */
  transmission: z.string().nullable().default(null),
  status: z.enum(DESK_MODEL_STATUSES),
  /** Upcoming models: the expected launch date (not in the past) and the expected ex-showroom price range. */
  expectedLaunch: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'must be a month (YYYY-MM) or a date (YYYY-MM-DD)')
    .nullable()
    .default(null),
  expectedPriceMin: z.number().nullable().default(null),
  expectedPriceMax: z.number().nullable().default(null),
  /** Discontinued models: the model that replaces it (same vertical), or null. */
  successorModelId: z.number().int().positive().nullable().default(null),
  /** Model-level spec values by spec-row key. */
  specs: specValuesSchema.default({}),
  variants: z.array(deskVariantSchema).max(60, 'at most 60 variants').default([]),
  pictures: z.array(deskPictureSchema).max(30, 'at most 30 pictures').default([]),
  /** English is required to publish; other languages may be partial (see `missingTexts`). */
  texts: z.object(
    Object.fromEntries(LOCALE_CODES.map((locale) => [locale, deskModelTextsSchema.optional()])) as Record<
      (typeof LOCALE_CODES)[number],
      z.ZodOptional<typeof deskModelTextsSchema>
    >,
  ),
});
/** What the desk sends (defaults may be left out). */
export type DeskModelDocumentInput = z.input<typeof deskModelDocumentSchema>;
/** What the API answers (every field present). */
export type DeskModelDocument = z.infer<typeof deskModelDocumentSchema>;

/** Per language other than English, the text fields still empty (the form's "missing" marker). */
export function missingTexts(
  texts: DeskModelDocumentInput['texts'],
): Partial<Record<(typeof LOCALE_CODES)[number], DeskTextField[]>> {
  const missing: Partial<Record<(typeof LOCALE_CODES)[number], DeskTextField[]>> = {};
  const english = texts.en;
  for (const locale of LOCALE_CODES) {
    const own = texts[locale];
    const fields = DESK_TEXT_FIELDS.filter((field) => {
      const value = own?.[field];
      const englishValue = english?.[field];
      const englishHas =
        typeof englishValue === 'string' ? englishValue.trim() !== '' : (englishValue?.length ?? 0) > 0;
      const has = typeof value === 'string' ? value.trim() !== '' : (value?.length ?? 0) > 0;
      return locale === 'en' ? !has : englishHas && !has;
    });
    if (fields.length > 0) missing[locale] = fields;
  }
  return missing;
}
