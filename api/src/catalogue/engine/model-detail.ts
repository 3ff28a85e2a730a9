import type { LocaleCode, VerticalDefinition, Video } from '@cvb/contracts';
import { cityName, type ModelDetail, type ModelDetailQuery } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/not-found';
import { galleryOf } from '../../vehicle-drawings/model-art/art-url';
import { cachedReviewSummary } from '../cached-review-summary';
import { catalogueOf, type CatalogueSnapshot } from './catalogue-snapshot';
import { modelContentIn } from './localized-content';
import type { ModelRecord } from './model-record';
import { specsOf, toSummary } from './model-records';
import { onRoadBreakup, priceCity } from './on-road';
import { pricedVariants } from './priced-variants';
import { videoPage } from './video-records';

const VIDEO_LIMIT = 10;

/** The model's videos of the /videos pages when there are some (one set of videos is the truth), else the catalogue's. */
function modelVideos(catalogue: CatalogueSnapshot, model: ModelRecord, locale: LocaleCode): Video[] {
  const media = catalogue.mediaVideos(model, locale, VIDEO_LIMIT);
  if (media.length > 0) return media;
  return videoPage(catalogue.videos, {
    brandSlug: model.brandSlug,
    modelSlug: model.slug,
    limit: VIDEO_LIMIT,
    locale,
  }).items;
}

/**
 * The model page's data: the model, its variants with on-road breakups for the city (the vertical's rule of
 * the city's state), dealers count, videos, the expert review and the summary of visitors' reviews, all from
 * memory (the catalogue snapshot and the review summaries kept beside it, see `cachedReviewSummary`). The
 * description, FAQ, pros and cons and the expert review's title and verdict are in the request's locale,
 * each field in English where that locale lacks it.
 */
export async function modelDetail(
  db: Db,
  definition: VerticalDefinition,
  query: ModelDetailQuery,
): Promise<ModelDetail> {
  const catalogue = await catalogueOf(db, definition.key);
  const model = catalogue.findModel(query.brandSlug, query.modelSlug);
  if (!model) throw new NotFoundError(`No ${definition.key} model ${query.brandSlug}/${query.modelSlug}`);
  const city = await priceCity(db, definition.key, query.city);
  const variants = pricedVariants(catalogue, model.id, city);
  const cheapest = variants.find((variant) => variant.onRoad !== null)?.onRoad ?? null;
  const fallback = model.minPrice === null ? null : onRoadBreakup(model.minPrice, city);
  const content = modelContentIn(model, query.locale);
  const successor = catalogue.successorOf(model.id);
  return {
    model: {
      ...toSummary(model),
      specs: specsOf(model),
      colours: model.colours,
      gallery: galleryOf(model),
      faq: content.faq,
      pros: content.pros,
      cons: content.cons,
      launchPeriod: model.launchPeriod,
      status360: model.status360 === 'available' ? 'available' : 'none',
      description: content.description,
    },
    // The city in the page's language (the one place table); its slug stays the key.
    city: { ...city, name: cityName(city.name, query.locale ?? 'en') },
    variants,
    onRoad: cheapest ?? fallback,
    dealerCount: catalogue.dealerCount(model.brandSlug),
    videos: modelVideos(catalogue, model, query.locale ?? 'en'),
    expertReview: catalogue.expertReview(model.id, query.locale),
    reviewSummary: await cachedReviewSummary(db, model.id),
    successor: successor
      ? { name: successor.name, brandSlug: successor.brandSlug, slug: successor.slug }
      : null,
  };
}
