import type { SitemapPage } from '@cvb/contracts';
import type { Db } from '../../db/database';

/**
 * The date the site's fixed pages (about, legal, tools) last changed, as those pages say ("Last updated:
 * 1 January 2025"); a page with data of its own takes its newest item's date instead.
 */
export const FIXED_PAGES_UPDATED = '2025-01-01T00:00:00.000Z';

/** A date (`2025-06-01` or a Date) as the ISO date-time a sitemap's lastmod takes. */
export function isoMoment(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
}

/** The newest of the dates, or the fixed pages' date when there are none. */
export function newest(dates: readonly string[]): string {
  return dates.reduce((latest, date) => (date > latest ? date : latest), FIXED_PAGES_UPDATED);
}

export const page = (path: string, lastModified: string): SitemapPage => ({ path, lastModified });

/** One sitemap section: its pages, each listed once (the shell writes one URL per language). */
export type SectionPages = (db: Db) => Promise<SitemapPage[]>;
