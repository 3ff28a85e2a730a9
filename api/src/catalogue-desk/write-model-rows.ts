import { LOCALE_CODES, VERTICAL_DEFINITIONS, deskSpecFields, type DeskModelDocument } from '@cvb/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  vehicleModels,
  vehicleVariants,
  type LocalizedModelContent,
  type ModelContentText,
} from '../db/schema';
import { COLUMN_SPECS, isColumnSpec, type Tx } from './model-columns';

type ModelValues = Omit<typeof vehicleModels.$inferInsert, 'id'>;
type ColumnValues = Partial<Record<keyof typeof COLUMN_SPECS, string | number | null>>;

/** The spec columns and `extra_specs` of a document; extra specs that are not spec rows are kept as they were. */
function specValues(
  document: DeskModelDocument,
  oldExtra: Record<string, number | string>,
): { columns: ColumnValues; extraSpecs: Record<string, number | string> } {
  const fields = deskSpecFields(VERTICAL_DEFINITIONS[document.vertical]);
  const columns: ColumnValues = {};
  const extraSpecs = { ...oldExtra };
  for (const field of fields) {
    const value = document.specs[field.key] ?? null;
    if (isColumnSpec(field.key)) columns[field.key] = value;
    else if (value === null) delete extraSpecs[field.key];
    else extraSpecs[field.key] = value;
  }
  return { columns, extraSpecs };
}

function localizedOf(document: DeskModelDocument): LocalizedModelContent {
  const localized: LocalizedModelContent = {};
  for (const locale of LOCALE_CODES) {
    const text = document.texts[locale];
    if (locale === 'en' || !text) continue;
    const own: ModelContentText = {};
    if (text.description.trim()) own.description = text.description;
    if (text.pros.length) own.pros = text.pros;
    if (text.cons.length) own.cons = text.cons;
    if (text.faq.length) own.faq = text.faq;
    if (Object.keys(own).length > 0) localized[locale] = own;
  }
  return localized;
}

function modelValues(
  document: DeskModelDocument,
  old: typeof vehicleModels.$inferSelect | null,
): ModelValues {
  const prices = document.variants.map((variant) => variant.price).filter((price) => price !== null);
  const english = document.texts.en;
  const { columns, extraSpecs } = specValues(document, old?.extraSpecs ?? {});
  return {
    brandId: document.brandId,
    vertical: document.vertical,
    slug: document.slug,
    name: document.name,
    bodyType: document.bodyType,
    fuelType: document.fuelType,
    transmission: document.transmission,
    status: document.status,
    expectedLaunch: document.status === 'upcoming' ? document.expectedLaunch : (old?.expectedLaunch ?? null),
    expectedPrice: document.expectedPriceMin,
    minPrice: prices.length ? Math.min(...prices) : null,
    maxPrice: prices.length ? Math.max(...prices) : null,
    ...(columns as Partial<ModelValues>),
    extraSpecs,
    description: english?.description ?? '',
    pros: english?.pros ?? [],
    cons: english?.cons ?? [],
    faq: english?.faq ?? [],
    localized: localizedOf(document),
    gallery: document.pictures.map((picture) => picture.url),
  };
}

/**
 * Writes a document to the live rows in `tx`: the model (inserted under its reserved id on the first publish),
 * then its variants (removed ones first, then updated, then new ones, in the document's order). Price changes
 * reach `catalogue_price_history` through the variants' trigger.
 */
export async function writeModelRows(
  tx: Tx,
  modelId: number,
  document: DeskModelDocument,
  old: typeof vehicleModels.$inferSelect | null,
  flags: { isLatest?: boolean } = {},
): Promise<void> {
  const values = { ...modelValues(document, old), ...flags };
  if (old) await tx.update(vehicleModels).set(values).where(eq(vehicleModels.id, modelId));
  else await tx.insert(vehicleModels).values({ id: modelId, ...values });
  const existing = await tx
    .select({ id: vehicleVariants.id, slug: vehicleVariants.slug })
    .from(vehicleVariants)
    .where(eq(vehicleVariants.modelId, modelId));
  const existingIds = new Set(existing.map((row) => row.id));
  const named = new Set(
    document.variants.flatMap((variant) =>
      variant.id !== undefined && existingIds.has(variant.id) ? [variant.id] : [],
    ),
  );
  // A variant sent without its id (a form that added it before a publish gave it one) is the model's variant of
  // that slug, so it keeps its row and its price history instead of starting over as a new variant.
  const idBySlug = new Map(existing.filter((row) => !named.has(row.id)).map((row) => [row.slug, row.id]));
  const ids = document.variants.map((variant) =>
    variant.id !== undefined && existingIds.has(variant.id) ? variant.id : idBySlug.get(variant.slug),
  );
  const kept = ids.filter((id): id is number => id !== undefined);
  await tx
    .delete(vehicleVariants)
    .where(
      kept.length
        ? and(eq(vehicleVariants.modelId, modelId), notInArray(vehicleVariants.id, kept))
        : eq(vehicleVariants.modelId, modelId),
    );
  // Slugs may move between kept variants: park them first so the unique index never sees two at once.
  if (kept.length) {
    await tx
      .update(vehicleVariants)
      .set({ slug: sql`'~' || ${vehicleVariants.id}::text` })
      .where(inArray(vehicleVariants.id, kept));
  }
  for (const [position, variant] of document.variants.entries()) {
    const fields = {
      slug: variant.slug,
      name: variant.name,
      price: variant.price,
      specs: variant.specs,
      position,
    };
    const id = ids[position];
    if (id !== undefined) {
      await tx.update(vehicleVariants).set(fields).where(eq(vehicleVariants.id, id));
    } else {
      await tx.insert(vehicleVariants).values({ modelId, vertical: document.vertical, ...fields });
    }
  }
}
