import { MODERATION_ACTIONS, MODERATION_KINDS, MODERATION_STATUSES } from '@cvb/contracts';
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Where a visitor's item stands: live (public), held (waiting for an editor's check), hidden (taken down,
 * can be restored), rejected (a held item an editor refused) or deleted (taken down for good).
 */
export const moderationStatus = pgEnum('moderation_status', MODERATION_STATUSES);
export const moderationKind = pgEnum('moderation_kind', MODERATION_KINDS);
export const moderationAction = pgEnum('moderation_action', MODERATION_ACTIONS);

/** Every editor's decision on a review, question, answer or ad: who, when, what and why. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    kind: moderationKind('kind').notNull(),
    itemId: integer('item_id').notNull(),
    action: moderationAction('action').notNull(),
    reason: text('reason').notNull().default(''),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_item_idx').on(t.kind, t.itemId)],
);
