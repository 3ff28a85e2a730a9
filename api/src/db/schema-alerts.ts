import type { AlertRule, LocaleCode } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A person's alert (docs/domain.md#price-alerts). `match_key` is what a data change looks up
 * ('mandi:m:<commodity id>:<market id>', 'mandi:s:<commodity id>:<state slug>', 'fuel:<city>:<fuel>',
 * 'catalogue:<vertical>:<brand>', 'used:<vertical>'), so matching reads an index, never every alert.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertRule['kind']>().notNull(),
    rule: jsonb('rule').$type<AlertRule>().notNull(),
    locale: text('locale').$type<LocaleCode>().notNull().default('en'),
    paused: boolean('paused').notNull().default(false),
    matchKey: text('match_key').notNull(),
    /** mandi: 'above' | 'below' | 'daily'; fuel: the fuel. */
    condition: text('condition'),
    /** mandi: ₹ a quintal; fuel: the least change in ₹. */
    threshold: real('threshold'),
    createdAt: moment('created_at').notNull().defaultNow(),
    lastFiredAt: moment('last_fired_at'),
  },
  (t) => [
    index('alerts_match_idx')
      .on(t.matchKey)
      .where(sql`NOT ${t.paused}`),
    index('alerts_user_idx').on(t.userId),
  ],
);

/** The values an alert's text is filled with (docs/domain.md#price-alerts). */
export type AlertFiringValues = Record<string, string | number>;

/**
 * A fired alert: the bell's notice and the SMS queue in one row. At most one per alert and India day (the
 * unique key makes two instances importing the same change fire once). The delivery worker leases a due row
 * (locked_until), sends it and records the result, like the lead outbox.
 */
export const alertFirings = pgTable(
  'alert_firings',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messageKey: text('message_key').notNull(),
    values: jsonb('values').$type<AlertFiringValues>().notNull(),
    /** Site path the SMS link opens. */
    path: text('path').notNull(),
    /** SMS: 'pending' | 'sent' | 'failed' | 'stopped'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    readAt: moment('read_at'),
    /** When the delivery worker took the row's Web Push (set once, so each firing is pushed once). */
    pushedAt: moment('pushed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_firings_alert_day_unique').on(t.alertId, t.day),
    index('alert_firings_due_idx').on(t.status, t.nextAttemptAt),
    index('alert_firings_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A browser's Web Push subscription of a signed-in user (docs/domain.md#web-push). The push service's 404 or 410
 * removes it; another failure is kept in last_failure_at / last_error.
 */
export const alertPushSubscriptions = pgTable(
  'alert_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    lastFailureAt: moment('last_failure_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('alert_push_endpoint_unique').on(t.endpoint),
    index('alert_push_user_idx').on(t.userId),
  ],
);

/**
 * The VAPID key pair generated when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: one row (id 1), written once
 * by whichever instance comes first, so every instance signs with the same key.
 */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [check('web_push_keys_one_row', sql`${t.id} = 1`)],
);
