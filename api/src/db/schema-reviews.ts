import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users, vehicleModels } from './schema';
import { moderationColumns } from './moderation-columns';

/** One editor's review of a model (docs/domain.md#pages); at most one per model. */
export const expertReviews = pgTable(
  'expert_reviews',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .unique()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    verdict: text('verdict').notNull(),
    author: text('author').notNull(),
    /** 1.0 to 5.0, one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    /** Per-locale title and verdict (hi, mr, pa, ta, te); English lives in the plain columns. */
    localized: jsonb('localized')
      .$type<Partial<Record<string, { title?: string; verdict?: string }>>>()
      .notNull()
      .default({}),
  },
  (t) => [check('expert_reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const reviewVehicleStatus = pgEnum('review_vehicle_status', ['new', 'old']);

/**
 * A visitor's rating and review of a model (docs/domain.md#reviews). Ratings are 1–5; the truck
 * attributes are null for verticals that do not ask them.
 */
export const vehicleReviews = pgTable(
  'vehicle_reviews',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    useCase: text('use_case').notNull(),
    comfort: smallint('comfort').notNull(),
    valueForMoney: smallint('value_for_money').notNull(),
    mileage: smallint('mileage').notNull(),
    exterior: smallint('exterior').notNull(),
    easeOfDriving: smallint('ease_of_driving'),
    upTime: smallint('up_time'),
    afterSaleService: smallint('after_sale_service'),
    costEffective: smallint('cost_effective'),
    driverSafety: smallint('driver_safety'),
    cabinComfort: smallint('cabin_comfort'),
    durability: smallint('durability'),
    kmDriven: integer('km_driven'),
    vehicleStatus: reviewVehicleStatus('vehicle_status').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [
    index('vehicle_reviews_model_idx').on(t.modelId),
    // One review per user per model: a repeat replaces it. Nulls (seeded or anonymous rows) never clash.
    uniqueIndex('vehicle_reviews_model_user_unique').on(t.modelId, t.userId),
    check(
      'vehicle_reviews_ratings_range',
      sql.join(
        [
          t.comfort,
          t.valueForMoney,
          t.mileage,
          t.exterior,
          t.easeOfDriving,
          t.upTime,
          t.afterSaleService,
          t.costEffective,
          t.driverSafety,
          t.cabinComfort,
          t.durability,
        ].map((column) => sql`${column} between 1 and 5`),
        sql` and `,
      ),
    ),
  ],
);
