import { LOCALE_CODES, VEHICLE_VERTICALS } from '@cvb/contracts';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const vehicleVertical = pgEnum('vehicle_vertical', VEHICLE_VERTICALS);
export const vehicleModelStatus = pgEnum('vehicle_model_status', ['on-sale', 'upcoming', 'discontinued']);
export const tyreModelStatus = pgEnum('tyre_model_status', ['on-sale', 'upcoming', 'expired']);
export const localeCode = pgEnum('locale_code', LOCALE_CODES);
export const userRole = pgEnum('user_role', ['user', 'editor', 'admin']);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    vertical: vehicleVertical('vertical').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    popularity: integer('popularity').notNull().default(0),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('brands_vertical_slug_unique').on(t.vertical, t.slug)],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    vertical: vehicleVertical('vertical').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bodyType: text('body_type').notNull(),
    fuelType: text('fuel_type').notNull(),
    /** Ex-showroom prices in rupees. */
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    status: vehicleModelStatus('status').notNull().default('on-sale'),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('vehicle_models_brand_slug_unique').on(t.brandId, t.slug),
    index('vehicle_models_vertical_idx').on(t.vertical),
  ],
);

export const tyreBrands = pgTable('tyre_brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  popularity: integer('popularity').notNull().default(0),
  segments: text('segments').array().notNull().default([]),
});

export const tyreModels = pgTable(
  'tyre_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => tyreBrands.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull(),
    segment: text('segment').notNull(),
    /** Price in rupees per tyre. */
    price: integer('price'),
    status: tyreModelStatus('status').notNull().default('on-sale'),
  },
  (t) => [uniqueIndex('tyre_models_brand_slug_unique').on(t.brandId, t.slug)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: localeCode('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_locale_unique').on(t.slug, t.locale),
    index('news_articles_locale_published_idx').on(t.locale, t.publishedAt),
  ],
);

export const fuelPrices = pgTable(
  'fuel_prices',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Rupees per litre. */
    petrol: numeric('petrol', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    diesel: numeric('diesel', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('fuel_prices_city_date_unique').on(t.citySlug, t.date),
    index('fuel_prices_date_idx').on(t.date),
  ],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull().unique(),
  email: text('email'),
  passwordHash: text('password_hash'),
  role: userRole('role').notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
