import { sql } from 'drizzle-orm';
import {
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
  names: jsonb('names').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
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
    index('mandi_prices_date_idx').on(t.arrivalDate),
  ],
);
