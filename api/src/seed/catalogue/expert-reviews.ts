import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels, type LocalizedModelContent } from '../../db/schema';
import { expertReviews } from '../../db/schema-reviews';
import { CONTENT_LOCALES } from './content-words';
import { expertReviewText } from './expert-review-text';
import { reviewText } from './vertical-reviews';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The review's title and verdict in the five languages besides English, written from the truck's translated
 * description, pros and cons (a language without them is left out and shows the English review).
 */
function localizedReview(name: string, localized: LocalizedModelContent) {
  const texts: Partial<Record<string, { title: string; verdict: string }>> = {};
  for (const locale of CONTENT_LOCALES) {
    const content = locale === 'en' ? undefined : localized[locale];
    if (content?.description && content.pros && content.cons)
      texts[locale] = reviewText(name, locale, {
        description: content.description,
        pros: content.pros,
        cons: content.cons,
      });
  }
  return texts;
}

/** An expert review for every truck model, written from the seeded model, with its translations. */
export async function seedExpertReviews(tx: Tx): Promise<void> {
  const models = await tx
    .select({
      id: vehicleModels.id,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleModels.fuelType,
      status: vehicleModels.status,
      minPrice: vehicleModels.minPrice,
      maxPrice: vehicleModels.maxPrice,
      expectedPrice: vehicleModels.expectedPrice,
      expectedLaunch: vehicleModels.expectedLaunch,
      gvwKg: vehicleModels.gvwKg,
      payloadKg: vehicleModels.payloadKg,
      engineCc: vehicleModels.engineCc,
      powerHp: vehicleModels.powerHp,
      torqueNm: vehicleModels.torqueNm,
      batteryKwh: vehicleModels.batteryKwh,
      drivingRangeKm: vehicleModels.drivingRangeKm,
      localized: vehicleModels.localized,
    })
    .from(vehicleModels)
    .where(eq(vehicleModels.vertical, 'truck'));
  if (models.length === 0) return;
  await tx.insert(expertReviews).values(
    models.map(({ id, localized, ...model }) => ({
      modelId: id,
      localized: localizedReview(model.name, localized),
      ...expertReviewText({
        ...model,
        minPrice: model.minPrice === null ? null : Number(model.minPrice),
        maxPrice: model.maxPrice === null ? null : Number(model.maxPrice),
        expectedPrice: model.expectedPrice === null ? null : Number(model.expectedPrice),
      }),
    })),
  );
}
