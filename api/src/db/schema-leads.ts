import { LEAD_DELIVERY_STATUSES, LEAD_DELIVERY_TARGETS, LEAD_KINDS, LEAD_TIMELINES } from '@cvb/contracts';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers, users, vehicleVertical } from './schema';

export const leadKind = pgEnum('lead_kind', LEAD_KINDS);
export const leadTimeline = pgEnum('lead_timeline', LEAD_TIMELINES);
export const leadDeliveryTarget = pgEnum('lead_delivery_target', LEAD_DELIVERY_TARGETS);
export const leadDeliveryStatus = pgEnum('lead_delivery_status', LEAD_DELIVERY_STATUSES);

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A visitor's details left on a lead form (or imported from a lead sheet). Never deleted by delivery. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: leadKind('kind').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    pincode: text('pincode'),
    city: text('city'),
    state: text('state'),
    vertical: vehicleVertical('vertical'),
    brandSlug: text('brand_slug'),
    modelSlug: text('model_slug'),
    variantSlug: text('variant_slug'),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    timeline: leadTimeline('timeline'),
    /** Site path of the form ('/trucks/tata-motors/ace-gold'), 'import' for sheet rows, 'partner-api' for v4. */
    source: text('source').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Chosen by the client per submission, so a double click stores one lead. Null only for legacy rows. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('leads_created_idx').on(t.createdAt), index('leads_mobile_idx').on(t.mobile)],
);

/**
 * Outbox: one row per lead and target, written in the lead's transaction. The worker leases a due row
 * (locked_until), posts it, and records the result; a lease that runs out (API killed) makes it due again.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    target: leadDeliveryTarget('target').notNull(),
    status: leadDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    deliveredAt: moment('delivered_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_target_unique').on(t.leadId, t.target),
    index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Mobiles that confirmed a one-time code (purpose 'verify') or belong to a logged-in user's account. */
export const verifiedMobiles = pgTable('verified_mobiles', {
  mobile: text('mobile').primaryKey(),
  verifiedAt: moment('verified_at').notNull().defaultNow(),
});
