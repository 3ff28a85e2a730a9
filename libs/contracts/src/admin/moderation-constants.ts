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
export const HOLD_REASONS = ['link', 'phone', 'repeat', 'repost'] as const;
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
