import { z } from 'zod';
import { VEHICLE_VERTICALS } from '../verticals';
import { DESK_MODEL_STATUSES } from './model-document';

/** GET admin/catalogue/search — brands, models and variants of every vertical whose name or slug matches. */
export const deskSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'must be 100 characters or less').default(''),
  vertical: z.enum(VEHICLE_VERTICALS).optional(),
  brandId: z.coerce.number().int().positive().optional(),
  /** Models (and their variants) of this status; `draft`: only models with an unpublished draft. */
  status: z.enum([...DESK_MODEL_STATUSES, 'draft']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type DeskSearchQuery = z.input<typeof deskSearchQuerySchema>;

export const deskSearchHitSchema = z.object({
  kind: z.enum(['brand', 'model', 'variant']),
  /** The brand's, model's or variant's own id. */
  id: z.number().int(),
  /** The model to open (a variant's model); null for a brand. */
  modelId: z.number().int().nullable(),
  vertical: z.enum(VEHICLE_VERTICALS),
  brandId: z.number().int(),
  brandName: z.string(),
  /** "Tata Motors", "Ace Gold", "Ace Gold CNG" — the name to show. */
  name: z.string(),
  /** The model's status; null for a brand. */
  status: z.enum([...DESK_MODEL_STATUSES, 'expired']).nullable(),
  /** The model has an unpublished draft (or was never published). */
  hasDraft: z.boolean(),
  /** A variant's ex-showroom price, a model's lowest; null when not known. */
  price: z.number().nullable(),
});
export type DeskSearchHit = z.infer<typeof deskSearchHitSchema>;

/** 20 hits a page: brands first, then models, then variants, each by name. */
export const deskSearchAnswerSchema = z.object({
  hits: z.array(deskSearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeskSearchAnswer = z.infer<typeof deskSearchAnswerSchema>;
