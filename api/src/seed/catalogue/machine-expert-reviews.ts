import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels } from '../../db/schema';
import { expertReviews } from '../../db/schema-reviews';
import type { ContentLocale, ModelContent } from './content-words';
import { verticalExpertReview } from './vertical-reviews';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An expert review, in six languages, for every tractor and construction machine, written from the content the
 * catalogue seed stored on the model (English columns and `localized`), so it reads the same specs the model page
 * shows whichever module produced them. A model that already has a review (one expert review per model) keeps it.
 */
export async function seedMachineExpertReviews(tx: Tx): Promise<void> {
  const models = await tx
    .select({
      id: vehicleModels.id,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      fuelType: vehicleModels.fuelType,
      status: vehicleModels.status,
      description: vehicleModels.description,
      faq: vehicleModels.faq,
      pros: vehicleModels.pros,
      cons: vehicleModels.cons,
      localized: vehicleModels.localized,
    })
    .from(vehicleModels)
    .leftJoin(expertReviews, eq(expertReviews.modelId, vehicleModels.id))
    .where(and(inArray(vehicleModels.vertical, ['tractor', 'infra']), isNull(expertReviews.id)))
    .orderBy(vehicleModels.id);
  const rows = models.map(({ id, description, faq, pros, cons, localized, ...model }, index) => {
    const english: ModelContent = { description, faq, pros, cons };
    const contentIn = (locale: ContentLocale): ModelContent => {
      const translated = locale === 'en' ? undefined : localized[locale];
      return {
        description: translated?.description ?? english.description,
        faq: translated?.faq ?? english.faq,
        pros: translated?.pros ?? english.pros,
        cons: translated?.cons ?? english.cons,
      };
    };
    return { modelId: id, ...verticalExpertReview(model, index, contentIn) };
  });
  if (rows.length > 0) await tx.insert(expertReviews).values(rows);
}
