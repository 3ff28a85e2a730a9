import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A regulated market yard (APMC) as Agmarknet names it, with its district and state. */
export const mandiMarkets = pgTable(
  'mandi_markets',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    stateSlug: text('state_slug').notNull(),
    district: text('district').notNull(),
    districtSlug: text('district_slug').notNull(),
    market: text('market').notNull(),
    marketSlug: text('market_slug').notNull(),
    /** Names by locale code (hi, mr, pa, ta, te); English is the plain column. */
    stateNames: jsonb('state_names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    districtNames: jsonb('district_names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    marketNames: jsonb('market_names')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('mandi_markets_place_unique').on(t.stateSlug, t.districtSlug, t.marketSlug),
    index('mandi_markets_market_slug_idx').on(t.marketSlug),
  ],
);

/** A commodity under its Agmarknet name (e.g. "Paddy(Dhan)(Common)"), with names in the other languages. */
export const mandiCommodities = pgTable('mandi_commodities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  group: text('group').notNull().default('other'),
  /** Names by locale code (hi, mr, pa, ta, te); English is `name`. */
  names: jsonb('names')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/**
 * One day's prices of a commodity (variety, grade) in a market, in rupees per quintal.
 * min and max may be unreported ("NR" / "-" in the public files); modal is always known.
 */
export const mandiPrices = pgTable(
  'mandi_prices',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => mandiMarkets.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => mandiCommodities.id, { onDelete: 'cascade' }),
    variety: text('variety').notNull().default('Other'),
    grade: text('grade').notNull().default('FAQ'),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    modalPrice: integer('modal_price').notNull(),
    arrivalsTonnes: numeric('arrivals_tonnes', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({
      name: 'mandi_prices_pk',
      columns: [t.marketId, t.commodityId, t.arrivalDate, t.variety, t.grade],
    }),
    index('mandi_prices_commodity_date_idx').on(t.commodityId, t.arrivalDate),
    // A day's rows of some markets (a state's home page, its movers) without walking each market's years.
    index('mandi_prices_date_market_idx').on(t.arrivalDate, t.marketId),
  ],
);

/**
 * Daily aggregates of mandi_prices per commodity and state (district_slug '') or district, kept by
 * refreshMandiRollup whenever prices are seeded or imported: the history and day lookups of a state or
 * district read one row per day instead of every market's rows.
 */
export const mandiDailyRollup = pgTable(
  'mandi_daily_rollup',
  {
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => mandiCommodities.id, { onDelete: 'cascade' }),
    stateSlug: text('state_slug').notNull(),
    districtSlug: text('district_slug').notNull().default(''),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    rows: integer('rows').notNull(),
    minSum: bigint('min_sum', { mode: 'number' }).notNull(),
    minCount: integer('min_count').notNull(),
    modalSum: bigint('modal_sum', { mode: 'number' }).notNull(),
    maxSum: bigint('max_sum', { mode: 'number' }).notNull(),
    maxCount: integer('max_count').notNull(),
    modalLow: integer('modal_low').notNull(),
    modalHigh: integer('modal_high').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'mandi_daily_rollup_pk',
      columns: [t.commodityId, t.stateSlug, t.districtSlug, t.arrivalDate],
    }),
    index('mandi_daily_rollup_place_date_idx').on(t.stateSlug, t.districtSlug, t.arrivalDate),
  ],
);
