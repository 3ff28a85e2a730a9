import { z } from 'zod';

/** Where a visitor's review, question, answer or ad stands; only `live` items are public. */
export const MODERATION_STATUSES = ['live', 'held', 'hidden', 'rejected', 'deleted'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_KINDS = ['review', 'question', 'answer', 'ad'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
/** hold is the automatic check's; the others are an editor's. */
export const MODERATION_ACTIONS = ['hold', 'approve', 'reject', 'hide', 'restore', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const EDITOR_MODERATION_ACTIONS = ['approve', 'reject', 'hide', 'restore', 'delete'] as const;
export type EditorModerationAction = (typeof EDITOR_MODERATION_ACTIONS)[number];
/** Why the automatic check held an item. */
export const HOLD_REASONS = ['link', 'phone', 'repeat'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
/** Actions that take an item down or refuse it need a reason the editor writes. */
export const ACTIONS_NEEDING_REASON: readonly EditorModerationAction[] = ['reject', 'hide', 'delete'];
export const MODERATION_REASON_MAX = 500;

export const MODERATION_MESSAGES = {
  held: 'Thank you. It will appear on the site after a quick check by our team',
  reasonRequired: 'Please give a reason',
  notAllowed: 'This item cannot be changed that way now',
  itemNotFound: 'Item not found',
  notYours: 'You can only change what you wrote',
} as const;

/** The desk's lists: held items, what is public now (to hide), what editors took down. */
export const MODERATION_VIEWS = ['queue', 'live', 'removed'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];

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
  id: z.coerce.number().int().min(1, 'must be a positive number').max(2_147_483_647, 'must be an item id'),
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
