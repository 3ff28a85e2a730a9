import type { SitemapPage } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { tyreBrands } from '../../db/schema';
import { loadTyreCatalogue } from '../../tyres/tyre-catalogue';
import { listTyreGuides } from '../../tyres/tyre-guides';
import { fixedPagesOf } from './fixed-pages';
import { isoMoment, newest, page } from './sitemap-page';

/**
 * The tyre section: its fixed pages, every brand, every tyre still sold (expired ones are left out, as the lists
 * leave them out) and every guide. Tyre rows carry no dates: they take the newest guide's.
 */
export async function tyrePages(db: Db): Promise<SitemapPage[]> {
  const guides = (await listTyreGuides(db, { _locale: 'en' })).map((guide) =>
    page(`/tyre-guides/${guide.slug}`, isoMoment(guide.publishedAt)),
  );
  const date = newest(guides.map((guide) => guide.lastModified));
  const brandRows = await db.select({ slug: tyreBrands.slug }).from(tyreBrands);
  const tyres = (await loadTyreCatalogue(db)).filter((tyre) => tyre.status !== 'expired');
  return [
    ...fixedPagesOf('tyres', date),
    ...brandRows.map((brand) => page(`/tyres/${brand.slug}`, date)),
    ...tyres.map((tyre) => page(`/tyres/${tyre.brandSlug}/${tyre.slug}`, date)),
    ...guides,
  ];
}
