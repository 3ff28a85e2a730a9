import { pathIdSchema } from '../ids';
import { z } from 'zod';
import {
  MODERATION_STATUSES,
  MODERATION_KINDS,
  EDITOR_MODERATION_ACTIONS,
  HOLD_REASONS,
  MODERATION_REASON_MAX,
  MODERATION_VIEWS,
} from './moderation-constants';

/** GET admin/moderation: the queue (held), live items (newest first) or what editors took down. */
export const moderationListQuerySchema = z.object({
  view: z.enum(MODERATION_VIEWS, { error: 'view must be queue, live or removed' }).default('queue'),
  _start: z.coerce.number().int().min(0).default(0),
  _limit: z.coerce.number().int().min(1).max(100, '_limit must be 100 or less').default(50),
});
export type ModerationListQuery = z.input<typeof moderationListQuerySchema>;

export const moderationItemSchema = z.object({
  kind: z.enum(MODERATION_KINDS),
  id: z.number().int(),
  status: z.enum(MODERATION_STATUSES),
  /** The review's or question's title, the ad's vehicle; an answer has none. */
  title: z.string(),
  /** The text an editor has to read. */
  text: z.string(),
  author: z.string(),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  /** The editor's reason for the current state, when an editor decided. */
  reason: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationListResponseSchema = z.object({
  items: z.array(moderationItemSchema),
  total: z.number().int(),
});
export type ModerationListResponse = z.infer<typeof moderationListResponseSchema>;

export const moderationItemParamsSchema = z.object({
  kind: z.enum(MODERATION_KINDS, { error: 'kind must be review, question, answer or ad' }),
  id: pathIdSchema,
});

export const moderationActionRequestSchema = z.object({
  action: z.enum(EDITOR_MODERATION_ACTIONS, {
    error: 'action must be approve, reject, hide, restore or delete',
  }),
  reason: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `reason must be at most ${MODERATION_REASON_MAX} characters`)
    .default(''),
});
export type ModerationActionRequest = z.input<typeof moderationActionRequestSchema>;

export const moderationActionResponseSchema = z.object({
  kind: z.enum(MODERATION_KINDS),
  id: z.number().int(),
  status: z.enum(MODERATION_STATUSES),
});
export type ModerationActionResponse = z.infer<typeof moderationActionResponseSchema>;
