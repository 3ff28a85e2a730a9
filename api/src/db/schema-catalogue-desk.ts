import type { DeskChange, DeskModelDocument } from '@cvb/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, dealers, users, vehicleVariants } from './schema';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The desk's state of a model (docs/domain.md#catalogue-desk): its version (every save and publish adds one; a
 * write based on an older one is refused), the unpublished draft, and who touched it last. `model_id` has no
 * foreign key: a new model's id is reserved from `vehicle_models`' sequence and its row exists from its first
 * publish. A seeded model has no row here until an editor first saves it (version 0).
 */
export const catalogueModelDesk = pgTable('catalogue_model_desk', {
  modelId: integer('model_id').primaryKey(),
  version: integer('version').notNull().default(0),
  draft: jsonb('draft').$type<DeskModelDocument>(),
  draftSavedBy: text('draft_saved_by'),
  draftSavedAt: moment('draft_saved_at'),
  /** The last version that was published (null before the first publish of a new model). */
  publishedVersion: integer('published_version'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  /** The model that replaces a discontinued one. */
  successorModelId: integer('successor_model_id'),
});

/** Every publish of a model: the whole document as published and what changed, field by field. */
export const catalogueModelVersions = pgTable(
  'catalogue_model_versions',
  {
    modelId: integer('model_id').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<DeskModelDocument>().notNull(),
    changes: jsonb('changes').$type<DeskChange[]>().notNull().default([]),
    publishedBy: text('published_by').notNull(),
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: moment('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.version] })],
);

/**
 * Every ex-showroom price a variant had, written by a trigger on `vehicle_variants` (the seed, the desk and
 * price sheets alike); `changed_by` is the editor's name the writing transaction set (`cvb.editor`).
 */
export const cataloguePriceHistory = pgTable(
  'catalogue_price_history',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => vehicleVariants.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    changedAt: moment('changed_at').notNull().defaultNow(),
    changedBy: text('changed_by'),
  },
  (t) => [index('catalogue_price_history_variant_idx').on(t.variantId, t.changedAt)],
);

/**
 * One "alert me" SMS per launch and mobile: the unique key makes a retried launch, or two instances, queue it
 * once; an instance leases a pending row (`locked_until`) before sending it through the SMS sender.
 */
export const catalogueLaunchAlerts = pgTable(
  'catalogue_launch_alerts',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id').notNull(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_launch_alerts_model_mobile_unique').on(t.modelId, t.mobile),
    index('catalogue_launch_alerts_status_idx').on(t.status),
  ],
);

/** The desk's side of a brand: an uploaded logo and the version two editors are checked against. */
export const catalogueBrandDesk = pgTable('catalogue_brand_desk', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  logo: text('logo'),
  version: integer('version').notNull().default(0),
  updatedBy: text('updated_by').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** The desk's side of a dealer or service centre: sales, service or both, hours, closing, version. */
export const catalogueDealerDesk = pgTable('catalogue_dealer_desk', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => dealers.id, { onDelete: 'cascade' }),
  services: text('services').$type<'sales' | 'service' | 'both'>().notNull(),
  hours: text('hours').notNull().default(''),
  closed: boolean('closed').notNull().default(false),
  closedAt: moment('closed_at'),
  version: integer('version').notNull().default(0),
  updatedBy: text('updated_by').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
