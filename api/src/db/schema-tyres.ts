import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localeCode, tyreModels, vehicleModels } from './schema';

/** One size a tyre model is sold in, with its ratings and price. */
export const tyreSizes = pgTable(
  'tyre_sizes',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => tyreModels.id, { onDelete: 'cascade' }),
    /** Normalised size key, e.g. `295/80 R22.5`, `10.00-20`, `145 R12 LT`. */
    sizeKey: text('size_key').notNull(),
    /** Width as printed: `295`, `10.00`, `13.6`. */
    width: text('width').notNull(),
    aspectRatio: integer('aspect_ratio').notNull(),
    rimInches: real('rim_inches').notNull(),
    construction: text('construction').notNull(),
    loadIndex: text('load_index'),
    speedRating: text('speed_rating'),
    plyRating: integer('ply_rating'),
    tubeless: boolean('tubeless').notNull(),
    /** Rupees per tyre. */
    price: integer('price').notNull(),
  },
  (t) => [
    uniqueIndex('tyre_sizes_model_size_unique').on(t.modelId, t.sizeKey),
    index('tyre_sizes_size_key_idx').on(t.sizeKey),
  ],
);

/** The tyre sizes a vehicle model leaves the factory on, per axle position. */
export const tyreFitments = pgTable(
  'tyre_fitments',
  {
    id: serial('id').primaryKey(),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    /** `front`, `rear` or `all` (same size on every wheel). */
    position: text('position').notNull(),
    sizeKey: text('size_key').notNull(),
    tyreCount: integer('tyre_count').notNull(),
  },
  (t) => [
    uniqueIndex('tyre_fitments_vehicle_position_unique').on(t.vehicleModelId, t.position),
    index('tyre_fitments_size_key_idx').on(t.sizeKey),
  ],
);

export const batteries = pgTable('batteries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  brand: text('brand').notNull(),
  name: text('name').notNull(),
  capacityAh: integer('capacity_ah').notNull(),
  /** Where the positive terminal sits seen from the front: `left` or `right`. */
  orientation: text('orientation').notNull(),
  /** Cold cranking amps. */
  powerCca: integer('power_cca').notNull(),
  /** Length × width × height, mm. */
  size: text('size').notNull(),
  /** Terminal layout code, e.g. `0` (standard), `1` (reverse). */
  layout: text('layout').notNull(),
  voltage: integer('voltage').notNull().default(12),
  warrantyMonths: integer('warranty_months').notNull(),
  price: integer('price').notNull(),
});

export const batteryFitments = pgTable(
  'battery_fitments',
  {
    id: serial('id').primaryKey(),
    batteryId: integer('battery_id')
      .notNull()
      .references(() => batteries.id, { onDelete: 'cascade' }),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('battery_fitments_unique').on(t.batteryId, t.vehicleModelId)],
);

export const lubricants = pgTable('lubricants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  brand: text('brand').notNull(),
  name: text('name').notNull(),
  viscosity: text('viscosity').notNull(),
  /** `mineral`, `semi-synthetic` or `synthetic`. */
  technology: text('technology').notNull(),
  /** API or JASO quality, e.g. `API CI-4`. */
  quality: text('quality').notNull(),
  /** `engine-oil`, `gear-oil`, `transmission-hydraulic`, `coolant`, `grease`. */
  category: text('category').notNull(),
  quantityLitres: real('quantity_litres').notNull(),
  price: integer('price').notNull(),
});

export const lubricantFitments = pgTable(
  'lubricant_fitments',
  {
    id: serial('id').primaryKey(),
    lubricantId: integer('lubricant_id')
      .notNull()
      .references(() => lubricants.id, { onDelete: 'cascade' }),
    vehicleModelId: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('lubricant_fitments_unique').on(t.lubricantId, t.vehicleModelId)],
);

/** Buying and care guides for tyres, one row per slug and language. */
export const tyreGuides = pgTable(
  'tyre_guides',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: localeCode('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('tyre_guides_slug_locale_unique').on(t.slug, t.locale)],
);
