import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usedVehicleAds } from './schema-ads';

/**
 * A buyer saw a seller's number (docs/domain.md#used-marketplace): one row per ad, buyer mobile and day (India's
 * date), so asking again the same day neither counts twice nor texts the seller twice. notifiedAt is when the
 * seller's SMS went; null while it is still to be sent (the marketplace job retries it).
 */
export const usedAdReveals = pgTable(
  'used_ad_reveals',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => usedVehicleAds.id, { onDelete: 'cascade' }),
    buyerMobile: text('buyer_mobile').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** YYYY-MM-DD in India (UTC+5:30): the daily limit counts per this day. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('used_ad_reveals_ad_buyer_day_unique').on(t.adId, t.buyerMobile, t.day),
    index('used_ad_reveals_buyer_day_idx').on(t.buyerMobile, t.day),
    index('used_ad_reveals_unnotified_idx').on(t.notifiedAt, t.createdAt),
  ],
);
