import {
  LOCALE_CODES,
  VERTICAL_DEFINITIONS,
  deskSpecFields,
  type DeskModelDocument,
  type DeskModelStatus,
  type DeskModelTexts,
} from '@cvb/contracts';
import { asc, eq } from 'drizzle-orm';
import { vehicleModels, vehicleVariants } from '../db/schema';
import { isColumnSpec, type Queryable } from './model-columns';

type ModelRow = typeof vehicleModels.$inferSelect;
type VariantRow = typeof vehicleVariants.$inferSelect;

function statusOf(status: ModelRow['status']): DeskModelStatus {
  return status === 'expired' ? 'discontinued' : status;
}

function specsOf(model: ModelRow): DeskModelDocument['specs'] {
  const specs: DeskModelDocument['specs'] = {};
  for (const field of deskSpecFields(VERTICAL_DEFINITIONS[model.vertical])) {
    const value = isColumnSpec(field.key) ? model[field.key] : model.extraSpecs[field.key];
    if (value !== null && value !== undefined) specs[field.key] = value;
  }
  return specs;
}

function textsOf(model: ModelRow): DeskModelDocument['texts'] {
  const texts: DeskModelDocument['texts'] = {
    en: { description: model.description, pros: model.pros, cons: model.cons, faq: model.faq },
  };
  for (const locale of LOCALE_CODES) {
    const own = locale === 'en' ? undefined : model.localized[locale];
    if (!own) continue;
    const text: DeskModelTexts = {
      description: own.description ?? '',
      pros: own.pros ?? [],
      cons: own.cons ?? [],
      faq: own.faq ?? [],
    };
    texts[locale] = text;
  }
  return texts;
}

/** The live model as a desk document (its rows as the site shows them). */
export function documentOf(
  model: ModelRow,
  variants: readonly VariantRow[],
  extra: { expectedPriceMax: number | null; successorModelId: number | null },
): DeskModelDocument {
  return {
    vertical: model.vertical,
    brandId: model.brandId,
    slug: model.slug,
    name: model.name,
    bodyType: model.bodyType,
    fuelType: model.fuelType,
    transmission: model.transmission,
    status: statusOf(model.status),
    expectedLaunch: model.expectedLaunch,
    expectedPriceMin: model.expectedPrice === null ? null : Number(model.expectedPrice),
    expectedPriceMax: extra.expectedPriceMax,
    successorModelId: extra.successorModelId,
    specs: specsOf(model),
    variants: variants.map((variant) => ({
      id: variant.id,
      slug: variant.slug,
      name: variant.name,
      price: variant.price === null ? null : Number(variant.price),
      specs: Object.fromEntries(
        Object.entries(variant.specs).filter(
          (entry): entry is [string, string | number | null] => entry[1] !== undefined,
        ),
      ),
    })),
    pictures: model.gallery.map((url) => ({ url, alt: '' })),
    texts: textsOf(model),
  };
}

/** The model's live row and its variants in order, or null when it has never been published. */
export async function liveRowsOf(
  db: Queryable,
  modelId: number,
): Promise<{ model: ModelRow; variants: VariantRow[] } | null> {
  const [model] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, modelId));
  if (!model) return null;
  const variants = await db
    .select()
    .from(vehicleVariants)
    .where(eq(vehicleVariants.modelId, modelId))
    .orderBy(asc(vehicleVariants.position), asc(vehicleVariants.id));
  return { model, variants };
}
