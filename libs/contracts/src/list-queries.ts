import { z } from 'zod';
import { contentQuerySchema } from './content-query';
import { isoDateSchema } from './fuel';

const optionalText = z.string().min(1).max(200).optional();

/** Query of the brand lists (`truck-brands`, `tyre-brands`, …): the content query plus slug and name filters. */
export const brandListQuerySchema = contentQuerySchema.extend({
  slug: optionalText,
  slug_ne: optionalText,
  name: optionalText,
  name_ne: optionalText,
});
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;

/** Query of `newsarticles`: the content query plus slug and category filters; `_locale` defaults to en. */
export const newsListQuerySchema = contentQuerySchema.extend({
  slug: optionalText,
  slug_ne: optionalText,
  category: optionalText,
  category_ne: optionalText,
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD string that is also a real day of the calendar (no 2024-13-45). */
export const calendarDateSchema = isoDateSchema.refine(isCalendarDate, 'date must be a real calendar day');

export const fuelIndexDateQuerySchema = z.object({ date: calendarDateSchema.optional() });
export type FuelIndexDateQuery = z.infer<typeof fuelIndexDateQuerySchema>;
