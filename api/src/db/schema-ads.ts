import { AD_INSURANCE_TYPES, AD_OWNERS, AD_STATUSES } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, users, vehicleModels, vehicleVariants, vehicleVertical } from './schema';
import { moderationColumns } from './moderation-columns';

export const adOwner = pgEnum('used_ad_owner', AD_OWNERS);
export const adInsuranceType = pgEnum('used_ad_insurance_type', AD_INSURANCE_TYPES);
export const adStatus = pgEnum('used_ad_status', AD_STATUSES);

/** A seller's used-vehicle ad (docs/domain.md#used-vehicle-ads); brand/model/variant names as shown, with the catalogue ids when picked. */
export const usedVehicleAds = pgTable(
  'used_vehicle_ads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vertical: vehicleVertical('vertical').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    variant: text('variant').notNull().default(''),
    year: integer('year').notNull(),
    colour: text('colour').notNull().default(''),
    kmsDriven: integer('kms_driven').notNull(),
    owner: adOwner('owner').notNull(),
    rto: text('rto').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    insuranceType: adInsuranceType('insurance_type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    vehicleNumber: text('vehicle_number').notNull(),
    description: text('description').notNull().default(''),
    /** Asking price in rupees. */
    price: bigint('price', { mode: 'number' }).notNull(),
    status: adStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The catalogue brand, model and variant the seller picked; null for "Other" (free text only). */
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    modelId: integer('model_id').references(() => vehicleModels.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => vehicleVariants.id, { onDelete: 'set null' }),
    ...moderationColumns(),
    /**
     * The marketplace's columns (docs/domain.md#used-marketplace): slugs the list filters on (catalogue slugs when
     * picked, else the name's words; the state's slug when it is an Indian state), the catalogue fuel, when the ad
     * stops being listed (60 days, renewable), when it was sold, when the expiry reminder went, and its counters.
     */
    brandSlug: text('brand_slug'),
    modelSlug: text('model_slug'),
    stateSlug: text('state_slug'),
    citySlug: text('city_slug'),
    fuel: text('fuel'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '60 days'`),
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    viewCount: integer('view_count').notNull().default(0),
    contactCount: integer('contact_count').notNull().default(0),
  },
  (t) => [
    index('used_vehicle_ads_user_idx').on(t.userId, t.createdAt),
    index('used_vehicle_ads_list_idx').on(t.status, t.vertical, t.createdAt),
    index('used_vehicle_ads_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** Stored photos of an ad; path is the storage key (served at /api/uploads/<path>). */
export const usedVehicleAdImages = pgTable(
  'used_vehicle_ad_images',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => usedVehicleAds.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [index('used_vehicle_ad_images_ad_idx').on(t.adId, t.order)],
);
