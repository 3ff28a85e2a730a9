import { z } from 'zod';
import { LOCALE_CODES } from '../verticals';
import { deskConflictSchema } from './desk-failures';
import { DESK_TEXT_FIELDS, deskModelDocumentSchema } from './model-document';

/** Who saved or published, and when (ISO). */
const stampSchema = z.object({ by: z.string(), at: z.string() });

/**
 * GET admin/catalogue/models/:id — a model as the desk edits it (also the answer of every model write).
 * `version` counts every save and publish of the model: send it back with the next write; a write based on an
 * older one is refused with 409 `{ message, changedBy, changedAt, current: <this answer> }`.
 */
export const deskModelSchema = z.object({
  /** The model's id (reserved at creation; the public row exists from the first publish). */
  id: z.number().int(),
  version: z.number().int(),
  /** The live version, or null before the first publish. */
  published: z
    .object({ version: z.number().int(), document: deskModelDocumentSchema, stamp: stampSchema })
    .nullable(),
  /** The unpublished draft, or null when there is none. */
  draft: z.object({ document: deskModelDocumentSchema, stamp: stampSchema }).nullable(),
  /** Per language, the text fields still empty in the draft (or the published version when no draft). */
  missingTexts: z.partialRecord(z.enum(LOCALE_CODES), z.array(z.enum(DESK_TEXT_FIELDS))),
  /** Site path of the public page (`/trucks/tata-motors/ace-gold`); null before the first publish. */
  pagePath: z.string().nullable(),
  /** Site path of the draft's preview (editors only), or null when there is no draft. */
  previewPath: z.string().nullable(),
});
export type DeskModel = z.infer<typeof deskModelSchema>;

export const deskModelConflictSchema = deskConflictSchema(deskModelSchema);

export const deskModelParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST admin/catalogue/models — a new model: its first draft (201, DeskModel with `published: null`). */
export const deskModelCreateSchema = z.object({ document: deskModelDocumentSchema });
export type DeskModelCreate = z.input<typeof deskModelCreateSchema>;

/**
 * PUT admin/catalogue/models/:id/draft — saves the draft (200 DeskModel). 400 names the field; 409 when `version`
 * is not the model's current version.
 */
export const deskDraftSaveSchema = z.object({
  version: z.number().int().nonnegative(),
  document: deskModelDocumentSchema,
});
export type DeskDraftSave = z.input<typeof deskDraftSaveSchema>;

/**
 * POST admin/catalogue/models/:id/publish — publishes the draft in one transaction (200 DeskModel). 400 with
 * `missing` (`variants`, `prices`, `texts.en.description`) when it cannot be; 409 when stale.
 * DELETE admin/catalogue/models/:id/draft?version= — drops the draft (200 DeskModel; 409 when stale).
 */
export const deskVersionSchema = z.object({ version: z.number().int().nonnegative() });
export type DeskVersion = z.input<typeof deskVersionSchema>;

/**
 * POST admin/catalogue/models/:id/launch — an upcoming model goes on sale: the draft (or the live version) is
 * published with status `on-sale` (it needs a priced variant), it appears in search, lists, compare and the
 * sitemap at once, and every "alert me" subscriber of the model gets one SMS (`alertsQueued`: how many were new).
 */
export const deskLaunchAnswerSchema = z.object({ model: deskModelSchema, alertsQueued: z.number().int() });
export type DeskLaunchAnswer = z.infer<typeof deskLaunchAnswerSchema>;

/**
 * POST admin/catalogue/models/:id/discontinue — published with status `discontinued` (200 DeskModel): the page
 * stays (200) and links the successor; the model leaves the lists and search.
 */
export const deskDiscontinueSchema = z.object({
  version: z.number().int().nonnegative(),
  successorModelId: z.number().int().positive().nullable().default(null),
});
export type DeskDiscontinue = z.input<typeof deskDiscontinueSchema>;

/** One field that a publish changed: `variants.ace-gold-cng.price`, `texts.hi.description`, `status`. */
export const deskChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type DeskChange = z.infer<typeof deskChangeSchema>;

/** GET admin/catalogue/models/:id/history — every publish, newest first. */
export const deskHistorySchema = z.object({
  entries: z.array(
    z.object({
      /** The model version this publish made (restore it with this number). */
      version: z.number().int(),
      publishedBy: z.string(),
      publishedAt: z.string(),
      changes: z.array(deskChangeSchema),
    }),
  ),
  /**
   * What the changes' ids stand for, so the desk shows names instead of numbers: brands by id (`brandId`) and
   * models by id (`successorModelId`, "Tata Ace Gold").
   */
  names: z.object({
    brands: z.record(z.string(), z.string()),
    models: z.record(z.string(), z.string()),
  }),
});
export type DeskHistory = z.infer<typeof deskHistorySchema>;

/**
 * POST admin/catalogue/models/:id/restore — makes the document published as `fromVersion` the draft (200
 * DeskModel); the editor checks it and publishes. 404 for an unknown version; 409 when `version` is stale.
 */
export const deskRestoreSchema = z.object({
  version: z.number().int().nonnegative(),
  fromVersion: z.number().int().positive(),
});
export type DeskRestore = z.input<typeof deskRestoreSchema>;
