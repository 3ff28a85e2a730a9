import { VEHICLE_VERTICALS, type ExpertReview, type LocaleCode, type VehicleVertical } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { readThrough, swapCatalogue } from './catalogue-cache';
import { queryDealerCounts } from './dealer-records';
import { queryExpertReviews } from './expert-review';
import { expertReviewIn } from './localized-content';
import { queryModelMediaVideos, type ModelMediaVideos } from './media-video-records';
import { queryModels } from './model-records';
import type { ModelRecord } from './model-record';
import { queryVariants, type VariantRecord } from './variant-records';
import { querySuccessors } from './successor-records';
import { queryPriceDates } from './price-dates';
import { queryVideos, type VideoRecord } from './video-records';

/**
 * A vertical's read-mostly catalogue, loaded with five queries and then filtered, faceted and looked up in
 * memory. Shared by every request until `invalidateCatalogue`: treat it as read-only. It holds the content of
 * every locale (a model's `localized`, the reviews' translations), so one snapshot answers all six languages.
 */
export interface CatalogueSnapshot {
  /** Ordered by id. */
  models: readonly ModelRecord[];
  modelsById: ReadonlyMap<number, ModelRecord>;
  /** Ordered by model, then position. */
  variants: readonly VariantRecord[];
  variantsOfModel: (modelId: number) => readonly VariantRecord[];
  variantBySlug: ReadonlyMap<string, VariantRecord>;
  findModel: (brandSlug: string, modelSlug: string) => ModelRecord | undefined;
  /** Dealers and service centres per brand slug. */
  dealerCount: (brandSlug: string) => number;
  /** Newest first; `videoPage` titles them in a language. */
  videos: readonly VideoRecord[];
  /** The model's videos of the /videos pages in a language, newest first: its page shows these when there are any. */
  mediaVideos: ModelMediaVideos;
  /** The model an editor named as the successor of a discontinued one. */
  successorOf: (modelId: number) => ModelRecord | undefined;
  /** The model's expert review with its title and verdict in `locale` (English where that locale lacks one). */
  expertReview: (modelId: number, locale?: LocaleCode) => ExpertReview | null;
  /** When the model's price was last set or changed (its price history), if ever. */
  priceDate: (modelId: number) => Date | undefined;
}

async function loadSnapshot(db: Db, vertical: VehicleVertical): Promise<CatalogueSnapshot> {
  const models = (await queryModels(db, vertical)).map((model) => Object.freeze(model));
  const modelsById = new Map(models.map((model) => [model.id, model]));
  const modelsBySlug = new Map(models.map((model) => [`${model.brandSlug}/${model.slug}`, model]));
  const variants = (await queryVariants(db, vertical, modelsById)).map((variant) => Object.freeze(variant));
  const variantsByModel = new Map<number, VariantRecord[]>();
  for (const variant of variants) {
    const siblings = variantsByModel.get(variant.model.id) ?? [];
    siblings.push(variant);
    variantsByModel.set(variant.model.id, siblings);
  }
  const dealerCounts = await queryDealerCounts(db, vertical);
  const videos = (await queryVideos(db, vertical)).map((video) => Object.freeze(video));
  const mediaVideos = await queryModelMediaVideos(db, vertical);
  const expertReviews = await queryExpertReviews(db, vertical);
  const successors = await querySuccessors(db, vertical);
  const priceDates = await queryPriceDates(db, vertical);
  return {
    models,
    modelsById,
    variants,
    variantsOfModel: (modelId) => variantsByModel.get(modelId) ?? [],
    variantBySlug: new Map(variants.map((variant) => [variant.slug, variant])),
    findModel: (brandSlug, modelSlug) => modelsBySlug.get(`${brandSlug}/${modelSlug}`),
    dealerCount: (brandSlug) => dealerCounts.get(brandSlug) ?? 0,
    videos,
    mediaVideos,
    successorOf: (modelId) => {
      const successor = successors.get(modelId);
      return successor === undefined ? undefined : modelsById.get(successor);
    },
    expertReview: (modelId, locale) => {
      const record = expertReviews.get(modelId);
      return record ? expertReviewIn(record.review, record.localized, locale) : null;
    },
    priceDate: (modelId) => priceDates.get(modelId),
  };
}

/** The vertical's catalogue snapshot, loaded on first use and kept until `invalidateCatalogue(db)`. */
export function catalogueOf(db: Db, vertical: VehicleVertical): Promise<CatalogueSnapshot> {
  return readThrough(db, `catalogue:${vertical}`, () => loadSnapshot(db, vertical));
}

/**
 * Loads every vertical's snapshot beside the ones in use and swaps them in at once (a publish of the catalogue
 * desk): requests keep the old catalogue until the new one is whole. False when a newer change overtook it.
 */
export function rebuildCatalogueSnapshots(db: Db): Promise<boolean> {
  return swapCatalogue(
    db,
    Object.fromEntries(
      VEHICLE_VERTICALS.map((vertical) => [`catalogue:${vertical}`, () => loadSnapshot(db, vertical)]),
    ),
  );
}

/**
 * Loads one vertical's snapshot beside the one in use and swaps it in; the other verticals' snapshots, the cities
 * and the review summaries are kept, the serialized answers dropped. False when a newer change overtook it.
 */
export function rebuildVerticalSnapshot(db: Db, vertical: VehicleVertical): Promise<boolean> {
  const key = `catalogue:${vertical}`;
  return swapCatalogue(
    db,
    { [key]: () => loadSnapshot(db, vertical) },
    (other) =>
      (other.startsWith('catalogue:') && other !== key) || other === 'cities' || other === 'review-summaries',
  );
}
