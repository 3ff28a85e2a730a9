import {
  VEHICLE_VERTICALS,
  usedAdPath,
  usedBrandPath,
  usedListPath,
  usedStatePath,
  type SitemapPage,
} from '@cvb/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { usedVehicleAds as ads } from '../../db/schema-ads';
import { FIXED_PAGES_UPDATED, isoMoment, newest, page } from './sitemap-page';

/**
 * The used marketplace's pages (docs/domain.md#used-marketplace): each vertical's list, its state and brand pages
 * while they have active ads (a page without ads is not listed), every active ad, and the valuation tool.
 */
export async function usedPages(db: Db, now: Date = new Date()): Promise<SitemapPage[]> {
  const rows = await db
    .select({
      id: ads.id,
      vertical: ads.vertical,
      brand: ads.brand,
      model: ads.model,
      year: ads.year,
      city: ads.city,
      brandSlug: ads.brandSlug,
      stateSlug: ads.stateSlug,
      createdAt: ads.createdAt,
    })
    .from(ads)
    .where(and(eq(ads.status, 'active'), eq(ads.moderation, 'live'), gt(ads.expiresAt, now)))
    .orderBy(asc(ads.id));
  const pages: SitemapPage[] = [page('/used-vehicle-valuation', FIXED_PAGES_UPDATED)];
  for (const vertical of VEHICLE_VERTICALS) {
    const own = rows.filter((row) => row.vertical === vertical);
    const dated = (list: typeof own) => newest(list.map((row) => isoMoment(row.createdAt)));
    pages.push(page(usedListPath(vertical), dated(own)));
    const groups = (key: 'stateSlug' | 'brandSlug') => {
      const bySlug = new Map<string, typeof own>();
      for (const row of own)
        if (row[key]) bySlug.set(row[key] ?? '', [...(bySlug.get(row[key] ?? '') ?? []), row]);
      return [...bySlug.entries()].sort(([a], [b]) => a.localeCompare(b));
    };
    for (const [slug, list] of groups('stateSlug'))
      pages.push(page(usedStatePath(vertical, slug), dated(list)));
    for (const [slug, list] of groups('brandSlug'))
      pages.push(page(usedBrandPath(vertical, slug), dated(list)));
    for (const row of own) pages.push(page(usedAdPath(row), isoMoment(row.createdAt)));
  }
  return pages;
}
