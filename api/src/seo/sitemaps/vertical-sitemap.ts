import { ownedPaths, type SitemapPage, type VerticalDefinition } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { catalogueOf, type CatalogueSnapshot } from '../../catalogue/engine/catalogue-snapshot';
import type { Db } from '../../db/database';
import { brands, dealers } from '../../db/schema';
import { openDealer } from '../../catalogue-desk/open-dealers';
import { isoMoment, newest, page } from './sitemap-page';

/**
 * When each model's page last changed, from the dated things it shows: its expert review and its videos.
 * Catalogue rows carry no dates of their own.
 */
function modelDates(catalogue: CatalogueSnapshot): Map<number, string> {
  const dates = new Map<number, string>();
  const bySlug = new Map(catalogue.models.map((model) => [`${model.brandSlug}/${model.slug}`, model.id]));
  const note = (modelId: number | undefined, date: string) => {
    if (modelId === undefined) return;
    const moment = isoMoment(date);
    if (moment > (dates.get(modelId) ?? '')) dates.set(modelId, moment);
  };
  for (const model of catalogue.models) {
    const review = catalogue.expertReview(model.id);
    if (review) note(model.id, review.publishedAt);
  }
  for (const video of catalogue.videos) {
    if (video.modelSlug) note(bySlug.get(`${video.brandSlug}/${video.modelSlug}`), video.publishedAt);
  }
  return dates;
}

async function dealerPlaces(db: Db, definition: VerticalDefinition) {
  return db
    .selectDistinct({ brandSlug: brands.slug, citySlug: dealers.citySlug })
    .from(dealers)
    .innerJoin(brands, eq(brands.id, dealers.brandId))
    .where(and(eq(dealers.vertical, definition.key), eq(brands.vertical, definition.key), openDealer()));
}

/**
 * Every page of a vertical from its definition: landing, tools, dealers, list pages, then each brand, model and
 * variant of the catalogue and each brand and city with open dealers (a closed one leaves at once).
 */
export async function verticalPages(db: Db, definition: VerticalDefinition): Promise<SitemapPage[]> {
  const catalogue = await catalogueOf(db, definition.key);
  const dates = modelDates(catalogue);
  const sectionDate = newest([...dates.values()]);
  const videosPath = `${definition.basePath}/videos`;
  const fixed = ownedPaths(definition).filter((path) => path !== videosPath);
  const pages: SitemapPage[] = fixed.map((path) => page(path, sectionDate));
  const brandDates = new Map<string, string[]>();
  for (const model of catalogue.models) {
    const date = dates.get(model.id) ?? sectionDate;
    brandDates.set(model.brandSlug, [...(brandDates.get(model.brandSlug) ?? []), date]);
  }
  for (const [brandSlug, modelDatesOfBrand] of brandDates) {
    pages.push(page(`${definition.basePath}/${brandSlug}`, newest(modelDatesOfBrand)));
  }
  for (const model of catalogue.models) {
    const date = dates.get(model.id) ?? sectionDate;
    const modelPath = `${definition.basePath}/${model.brandSlug}/${model.slug}`;
    pages.push(page(modelPath, date));
    for (const variant of catalogue.variantsOfModel(model.id))
      pages.push(page(`${modelPath}/${variant.slug}`, date));
  }
  const places = await dealerPlaces(db, definition);
  for (const brandSlug of new Set(places.map((place) => place.brandSlug))) {
    pages.push(page(`${definition.dealersPath}/${brandSlug}`, sectionDate));
  }
  for (const place of places) {
    pages.push(page(`${definition.dealersPath}/${place.brandSlug}/${place.citySlug}`, sectionDate));
  }
  const seen = new Set<string>();
  return pages.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)));
}
