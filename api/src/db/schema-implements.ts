import { bigint, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '@cvb/contracts';

/** A farm implement a tractor buyer looks for next: rotavator, cultivator, plough, harrow, seed drill, thresher. */
export const farmImplements = pgTable('farm_implements', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  brandName: text('brand_name').notNull(),
  /** rotavator | cultivator | plough | harrow | seed-drill | thresher | … */
  type: text('type').notNull(),
  /** Tractor power the implement needs, in hp; hpMax null = no upper limit. */
  hpMin: integer('hp_min').notNull(),
  hpMax: integer('hp_max'),
  /** Ex-showroom rupees; null = price on request. */
  price: bigint('price', { mode: 'number' }),
  workingWidthMm: integer('working_width_mm'),
  weightKg: integer('weight_kg'),
  /** Description per locale (all six). */
  description: jsonb('description').$type<Partial<Record<LocaleCode, string>>>().notNull().default({}),
  popularity: integer('popularity').notNull().default(0),
});
