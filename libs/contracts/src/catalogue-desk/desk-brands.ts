import { z } from 'zod';
import { VEHICLE_VERTICALS } from '../verticals';
import { deskConflictSchema } from './desk-failures';

/**
 * A brand of one vertical (a maker in two verticals, e.g. Tata Motors trucks and buses, is one brand per
 * vertical, as on the site). Brand edits are live at once (no draft); `version` guards two editors as for models.
 */
export const deskBrandSchema = z.object({
  id: z.number().int(),
  vertical: z.enum(VEHICLE_VERTICALS),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Address of the uploaded logo, or null for the site's drawn logo. */
  logo: z.string().nullable(),
  version: z.number().int(),
  /** Models of the brand, any status. */
  modelCount: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type DeskBrand = z.infer<typeof deskBrandSchema>;

export const deskBrandConflictSchema = deskConflictSchema(deskBrandSchema);

const brandFields = {
  name: z.string().trim().min(1, 'is required').max(80, 'must be 80 characters or less'),
  slug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(60, 'must be 60 characters or less')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'),
  description: z.string().max(3000, 'must be 3,000 characters or less').default(''),
  logo: z.string().max(500).nullable().default(null),
};

/** POST admin/catalogue/brands — 201 DeskBrand; 400 `slug` when the vertical has that slug already. */
export const deskBrandCreateSchema = z.object({ vertical: z.enum(VEHICLE_VERTICALS), ...brandFields });
export type DeskBrandCreate = z.input<typeof deskBrandCreateSchema>;

/** PUT admin/catalogue/brands/:id — 200 DeskBrand; 409 when `version` is stale. */
export const deskBrandUpdateSchema = z.object({ version: z.number().int().nonnegative(), ...brandFields });
export type DeskBrandUpdate = z.input<typeof deskBrandUpdateSchema>;

/** GET admin/catalogue/brands?vertical= — every brand of the vertical (of all verticals without it), by name. */
export const deskBrandListQuerySchema = z.object({ vertical: z.enum(VEHICLE_VERTICALS).optional() });
export type DeskBrandListQuery = z.input<typeof deskBrandListQuerySchema>;
export const deskBrandListSchema = z.object({ brands: z.array(deskBrandSchema) });
export type DeskBrandList = z.infer<typeof deskBrandListSchema>;
