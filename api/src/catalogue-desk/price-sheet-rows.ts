import {
  ALL_VERTICAL_DEFINITIONS,
  PRICE_CHANGE_WARNING_PERCENT,
  deskMessage,
  type LocaleCode,
  type PriceImportRow,
  type VehicleVertical,
} from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { slugOf } from '../admin/lead-sheet/row-key';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';

/** A variant as a price sheet may name it. */
interface KnownVariant {
  id: number;
  modelId: number;
  vertical: VehicleVertical;
  price: number | null;
}

/** Every variant of the catalogue by `vertical|brand|model|variant`, each part a slug or the slug of its name. */
export async function knownVariants(db: Db): Promise<Map<string, KnownVariant>> {
  const rows = await db
    .select({
      id: vehicleVariants.id,
      modelId: vehicleModels.id,
      vertical: vehicleVariants.vertical,
      price: vehicleVariants.price,
      variantSlug: vehicleVariants.slug,
      variantName: vehicleVariants.name,
      modelSlug: vehicleModels.slug,
      modelName: vehicleModels.name,
      brandSlug: brands.slug,
      brandName: brands.name,
    })
    .from(vehicleVariants)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId));
  const known = new Map<string, KnownVariant>();
  for (const row of rows) {
    const variant = {
      id: row.id,
      modelId: row.modelId,
      vertical: row.vertical,
      price: row.price === null ? null : Number(row.price),
    };
    for (const brand of new Set([row.brandSlug, slugOf(row.brandName)]))
      for (const model of new Set([row.modelSlug, slugOf(row.modelName)]))
        for (const name of new Set([row.variantSlug, slugOf(row.variantName)]))
          known.set(`${row.vertical}|${brand}|${model}|${name}`, variant);
  }
  return known;
}

/** 'trucks', 'Truck', 'three wheelers' → the vertical key. */
export function verticalOf(text: string): VehicleVertical | null {
  const slug = slugOf(text);
  return (
    ALL_VERTICAL_DEFINITIONS.find((definition) => slug === definition.key || slug === definition.plural)
      ?.key ?? null
  );
}

/** '₹ 12,95,000' → 1295000; null when it is not a whole number of rupees above zero. */
export function rupeesOf(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (!/^\d+(\.0+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export interface SheetRecord {
  line: number;
  vertical: string;
  brand: string;
  model: string;
  variant: string;
  price: string;
}

/** Checks every row of a sheet against the catalogue: old → new, %, errors and warnings. */
export function checkPriceRows(
  records: readonly SheetRecord[],
  known: ReadonlyMap<string, KnownVariant>,
  modelKnown: ReadonlySet<string>,
  locale: LocaleCode,
): { rows: PriceImportRow[]; variants: Map<number, KnownVariant> } {
  const firstLine = new Map<number, number>();
  const variants = new Map<number, KnownVariant>();
  const rows = records.map((record): PriceImportRow => {
    const errors: PriceImportRow['errors'] = [];
    const warnings: string[] = [];
    const vertical = verticalOf(record.vertical);
    const newPrice = rupeesOf(record.price);
    let variant: KnownVariant | undefined;
    if (!vertical) errors.push({ field: 'vertical', message: deskMessage(locale, 'unknownVertical') });
    else {
      const model = `${vertical}|${slugOf(record.brand)}|${slugOf(record.model)}`;
      variant = known.get(`${model}|${slugOf(record.variant)}`);
      if (!modelKnown.has(model))
        errors.push({ field: 'model', message: deskMessage(locale, 'unknownModel') });
      else if (!variant) errors.push({ field: 'variant', message: deskMessage(locale, 'unknownVariant') });
    }
    if (newPrice === null)
      errors.push({ field: 'ex_showroom_price', message: deskMessage(locale, 'badNumber') });
    if (variant) {
      const earlier = firstLine.get(variant.id);
      if (earlier !== undefined)
        errors.push({ field: 'variant', message: deskMessage(locale, 'duplicateRow', { line: earlier }) });
      else firstLine.set(variant.id, record.line);
    }
    const oldPrice = variant?.price ?? null;
    const changePercent =
      oldPrice !== null && newPrice !== null
        ? Math.round(((newPrice - oldPrice) / oldPrice) * 1000) / 10
        : null;
    if (changePercent !== null && Math.abs(changePercent) > PRICE_CHANGE_WARNING_PERCENT) {
      warnings.push(deskMessage(locale, 'bigChange', { percent: changePercent }));
    }
    const status = errors.length > 0 ? 'error' : oldPrice === newPrice ? 'same' : 'change';
    if (status === 'change' && variant && newPrice !== null)
      variants.set(variant.id, { ...variant, price: newPrice });
    return {
      line: record.line,
      vertical: record.vertical,
      brand: record.brand,
      model: record.model,
      variant: record.variant,
      variantId: variant?.id ?? null,
      oldPrice,
      newPrice,
      changePercent,
      status,
      errors,
      warnings,
    };
  });
  return { rows, variants };
}
