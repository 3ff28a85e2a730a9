import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { moderationStatus } from './schema-moderation';

/**
 * The moderation state every visitor-written table carries: only `live` rows are public. `holdReason` is why
 * the automatic check held it (link, phone, repeat); the last three say which editor decided, when and why.
 */
export function moderationColumns() {
  return {
    moderation: moderationStatus('moderation').notNull().default('live'),
    holdReason: text('hold_reason'),
    moderationReason: text('moderation_reason'),
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
  };
}
