import { z } from 'zod';
import { idParamsSchema } from '../ids';
import { localeCodeSchema } from '../vertical-schemas';
import { alertRuleSchema } from './alert-rules';

/** POST /api/alerts: the rule, and the language its messages are written in. */
export const alertCreateSchema = z.object({
  rule: alertRuleSchema,
  locale: localeCodeSchema.default('en'),
});
export type AlertCreate = z.input<typeof alertCreateSchema>;

/** PATCH /api/alerts/:id: pause or resume, or change the rule (its kind may change too). */
export const alertUpdateSchema = z
  .object({ paused: z.boolean().optional(), rule: alertRuleSchema.optional() })
  .refine((body) => body.paused !== undefined || body.rule !== undefined, {
    message: 'paused or rule is required',
    path: ['paused'],
  });
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

/** The names an alert's slugs stand for, in the asked language (the list answer carries them). */
export const alertNamesSchema = z
  .object({
    commodity: z.string(),
    place: z.string(),
    city: z.string(),
    brand: z.string(),
    model: z.string(),
    state: z.string(),
  })
  .partial();
export type AlertNames = z.infer<typeof alertNamesSchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  rule: alertRuleSchema,
  locale: localeCodeSchema,
  paused: z.boolean(),
  createdAt: z.string(),
  /** When it last fired (ISO), or null. */
  lastFiredAt: z.string().nullable(),
  /** What the slugs of the rule are called (GET /api/alerts only). */
  names: alertNamesSchema.optional(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ items: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

/** A fired alert as the header's bell lists it. */
export const alertNoticeSchema = z.object({
  id: z.number().int(),
  alertId: z.number().int(),
  text: z.string(),
  /** Site path of the page the alert is about. */
  path: z.string(),
  firedAt: z.string(),
  read: z.boolean(),
});
export type AlertNotice = z.infer<typeof alertNoticeSchema>;

export const alertBellSchema = z.object({ unread: z.number().int(), items: z.array(alertNoticeSchema) });
export type AlertBell = z.infer<typeof alertBellSchema>;

/** POST /api/alerts/bell/read: the notices to mark read (none: all of them). */
export const alertMarkReadSchema = z.object({
  ids: z.array(z.number().int().positive()).max(100).optional(),
});

/** POST /api/alerts/stop: the token of an SMS's stop link; no login needed. */
export const alertStopSchema = z.object({ token: z.string().min(8).max(100) });
export const alertStoppedSchema = z.object({ stopped: z.literal(true), message: z.string() });

/** An alert's id in a path (a PostgreSQL integer, like every id). */
export const alertIdParamsSchema = idParamsSchema;
