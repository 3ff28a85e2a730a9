import { DEFAULT_VERTICAL, LOCALE_CODES, VEHICLE_VERTICALS } from '@cvb/contracts';
import {
  bigint,
  boolean,
  jsonb,
  real,
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
export const vehicleModelStatus = pgEnum('vehicle_model_status', [
  'on-sale',
  'upcoming',
  'discontinued',
  'expired',
]);
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
    transmission: text('transmission'),
    wheels: integer('wheels'),
    gvwKg: integer('gvw_kg'),
    payloadKg: integer('payload_kg'),
    engineCc: integer('engine_cc'),
    powerHp: integer('power_hp'),
    torqueNm: integer('torque_nm'),
    mileageKmpl: real('mileage_kmpl'),
    fuelTankL: integer('fuel_tank_l'),
    wheelbaseMm: integer('wheelbase_mm'),
    axle: text('axle'),
    chassisType: text('chassis_type'),
    seating: text('seating'),
    drivingRangeKm: integer('driving_range_km'),
    batteryKwh: real('battery_kwh'),
    chargingTimeH: real('charging_time_h'),
    warranty: text('warranty'),
    colours: text('colours').array().notNull().default([]),
    angleImage: text('angle_image'),
    gallery: text('gallery').array().notNull().default([]),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    pros: text('pros').array().notNull().default([]),
    cons: text('cons').array().notNull().default([]),
    description: text('description').notNull().default(''),
    launchPeriod: text('launch_period'),
    expectedLaunch: text('expected_launch'),
    /** Expected ex-showroom price of an upcoming model, rupees. */
    expectedPrice: bigint('expected_price', { mode: 'number' }),
    isPopular: boolean('is_popular').notNull().default(false),
    isLatest: boolean('is_latest').notNull().default(false),
    status360: text('status_360').notNull().default('none'),
    /** Seats of a bus (driver excluded) or a passenger three-wheeler; null for goods vehicles. */
    seats: integer('seats'),
    /**
     * Specs only some verticals have, keyed as the vertical definition's spec rows and filter sources:
     * tractors `ptoHp`, `liftKg`, `drive`, `cylinders`, `forwardGears`, `gearbox`; infra `operatingWeightKg`,
     * `bucketCapacityM3`, `maxDigDepthMm`, `liftCapacityKg`, `drumCapacityM3`, `outputM3h`.
     */
    extraSpecs: jsonb('extra_specs').$type<Record<string, number | string>>().notNull().default({}),
    /** Per-locale description, FAQ, pros and cons (hi, mr, pa, ta, te); English lives in the plain columns. */
    localized: jsonb('localized').$type<LocalizedModelContent>().notNull().default({}),
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
    /** Tread type: rib, lug, mixed or traction. */
    type: text('type').notNull().default('rib'),
    construction: text('construction').notNull().default('radial'),
    tubeless: boolean('tubeless').notNull().default(false),
    /** Vehicle types the model is made for (truck, bus, lcv, tractor, three-wheeler, infra). */
    vehicleTypes: text('vehicle_types').array().notNull().default([]),
    warranty: text('warranty'),
    popularity: integer('popularity').notNull().default(0),
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
    /** False hides the article from the site (an editor's draft or a withdrawn story). */
    published: boolean('published').notNull().default(true),
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
    /** Rupees per kg (CNG) and per litre (auto LPG); null where the city has none. */
    cng: numeric('cng', { precision: 7, scale: 2, mode: 'number' }),
    lpg: numeric('lpg', { precision: 7, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('fuel_prices_city_date_unique').on(t.citySlug, t.date),
    index('fuel_prices_date_idx').on(t.date),
    index('fuel_prices_state_date_idx').on(t.state, t.date),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().unique(),
    /** Stored lower-case, so the unique index is case-insensitive. */
    email: text('email'),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

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

/** Spec values of a variant that differ from its model's (same keys as the model columns). */
/** Model content in one language other than English; a missing field falls back to English. */
export interface ModelContentText {
  description?: string;
  faq?: { question: string; answer: string }[];
  pros?: string[];
  cons?: string[];
}
export type LocalizedModelContent = Partial<Record<string, ModelContentText>>;

export type VariantSpecOverrides = Partial<Record<string, string | number | null>>;

export const vehicleVariants = pgTable(
  'vehicle_variants',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    vertical: vehicleVertical('vertical').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Ex-showroom rupees; null = price coming soon. */
    price: bigint('price', { mode: 'number' }),
    specs: jsonb('specs').$type<VariantSpecOverrides>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('vehicle_variants_vertical_slug_unique').on(t.vertical, t.slug),
    index('vehicle_variants_model_idx').on(t.modelId),
  ],
);

/** On-road price inputs of a state: RTO/road tax and insurance as % of ex-showroom, other charges in rupees. */
export const onRoadPriceRules = pgTable(
  'on_road_price_rules',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    /** Buses and three-wheelers are registered and taxed differently from goods trucks. */
    vertical: vehicleVertical('vertical').notNull().default(DEFAULT_VERTICAL),
    rtoPercent: real('rto_percent').notNull(),
    insurancePercent: real('insurance_percent').notNull(),
    otherCharges: integer('other_charges').notNull(),
  },
  (t) => [uniqueIndex('on_road_price_rules_state_vertical_unique').on(t.state, t.vertical)],
);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  position: integer('position').notNull().default(0),
});

export const dealerKind = pgEnum('dealer_kind', ['dealer', 'service-centre']);

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    vertical: vehicleVertical('vertical').notNull(),
    kind: dealerKind('kind').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [index('dealers_brand_city_idx').on(t.brandId, t.citySlug)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    vertical: vehicleVertical('vertical').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    modelId: integer('model_id').references(() => vehicleModels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** What the video is about (`VideoTopic`): its title is then built per language; null = `title` as written. */
    topic: text('topic'),
    link: text('link').notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [index('videos_vertical_published_idx').on(t.vertical, t.publishedAt)],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recently_viewed_visitor_model_unique').on(t.visitorId, t.modelId)],
);
