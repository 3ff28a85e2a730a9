import { z } from 'zod';
import { VEHICLE_VERTICALS } from '../verticals';
import { deskConflictSchema } from './desk-failures';

/** What a showroom offers: `sales` and `both` are listed as dealers, `service` as service centres. */
export const DESK_DEALER_SERVICES = ['sales', 'service', 'both'] as const;
export type DeskDealerService = (typeof DESK_DEALER_SERVICES)[number];

export const deskDealerSchema = z.object({
  id: z.number().int(),
  vertical: z.enum(VEHICLE_VERTICALS),
  brandId: z.number().int(),
  brandName: z.string(),
  name: z.string(),
  services: z.enum(DESK_DEALER_SERVICES),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  /** Opening hours as written, e.g. "Mon–Sat 9:30–18:30". */
  hours: z.string(),
  /** ISO timestamp when an editor closed it (it left the site); null while open. */
  closedAt: z.string().nullable(),
  version: z.number().int(),
});
export type DeskDealer = z.infer<typeof deskDealerSchema>;

export const deskDealerConflictSchema = deskConflictSchema(deskDealerSchema);

const dealerFields = {
  brandId: z.number().int().positive(),
  name: z.string().trim().min(1, 'is required').max(120, 'must be 120 characters or less'),
  services: z.enum(DESK_DEALER_SERVICES),
  address: z.string().trim().min(1, 'is required').max(300, 'must be 300 characters or less'),
  /** A city of the site's city list (its name or slug). */
  city: z.string().trim().min(1, 'is required'),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'must be 6 digits'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+91[\s-]?)?[0-9][0-9\s-]{7,13}$/, 'must be a phone number'),
  hours: z.string().trim().max(120, 'must be 120 characters or less').default(''),
};

/** POST admin/catalogue/dealers — 201 DeskDealer (the vertical is the brand's). */
export const deskDealerCreateSchema = z.object(dealerFields);
export type DeskDealerCreate = z.input<typeof deskDealerCreateSchema>;

/** PUT admin/catalogue/dealers/:id — 200 DeskDealer; 409 when stale. */
export const deskDealerUpdateSchema = z.object({ version: z.number().int().nonnegative(), ...dealerFields });
export type DeskDealerUpdate = z.input<typeof deskDealerUpdateSchema>;

/** POST admin/catalogue/dealers/:id/close `{ version }` — 200 DeskDealer with `closedAt`; it leaves the site. */

/** GET admin/catalogue/dealers — by name or city, newest first, 50 a page. */
export const deskDealerListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  vertical: z.enum(VEHICLE_VERTICALS).optional(),
  brandId: z.coerce.number().int().positive().optional(),
  includeClosed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type DeskDealerListQuery = z.input<typeof deskDealerListQuerySchema>;
export const deskDealerListSchema = z.object({
  dealers: z.array(deskDealerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeskDealerList = z.infer<typeof deskDealerListSchema>;
