import {
  VERTICAL_DEFINITIONS,
  deskMessage,
  deskSpecFields,
  type DeskModelDocument,
  type DeskSpecField,
  type LocaleCode,
} from '@cvb/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { DeskInputError } from './desk-errors';
import { wholeNumberSpec, type Queryable } from './model-columns';

type Value = string | number | null;

/** The problem with one spec value, or null; a null value (a variant's "none") is always allowed. */
function specProblem(field: DeskSpecField | undefined, value: Value, locale: LocaleCode): string | null {
  if (!field) return deskMessage(locale, 'notASpec');
  if (value === null) return null;
  if (field.kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      return deskMessage(locale, 'notANumber');
    if (wholeNumberSpec(field.key) && !Number.isInteger(value)) return deskMessage(locale, 'notWholeNumber');
    return null;
  }
  if (field.kind === 'choice' && !field.options.includes(String(value))) {
    return deskMessage(locale, 'notAnOption', { options: field.options.join(', ') });
  }
  return typeof value === 'string' ? null : deskMessage(locale, 'notAnOption', { options: 'text' });
}

function checkSpecs(
  specs: Record<string, Value>,
  fields: readonly DeskSpecField[],
  prefix: string,
  locale: LocaleCode,
): void {
  for (const [key, value] of Object.entries(specs)) {
    const problem = specProblem(
      fields.find((field) => field.key === key),
      value,
      locale,
    );
    if (problem) throw new DeskInputError(`${prefix}.${key}`, problem);
  }
}

function checkChoice(
  value: string | null,
  options: readonly string[],
  field: string,
  locale: LocaleCode,
): void {
  if (value !== null && !options.includes(value)) {
    throw new DeskInputError(field, deskMessage(locale, 'notAnOption', { options: options.join(', ') }));
  }
}

/** Today as `YYYY-MM-DD` (or `YYYY-MM` for a month), in India. */
function todayIn(now: Date, length: number): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, length);
}

/** The rules a document follows whatever the database holds (the vertical's definition, prices, dates). */
export function checkDocument(document: DeskModelDocument, now: Date, locale: LocaleCode): void {
  const definition = VERTICAL_DEFINITIONS[document.vertical];
  checkChoice(document.bodyType, definition.bodyTypes, 'bodyType', locale);
  checkChoice(document.fuelType, definition.fuels, 'fuelType', locale);
  checkChoice(document.transmission, definition.transmissions, 'transmission', locale);
  const fields = deskSpecFields(definition);
  checkSpecs(document.specs, fields, 'specs', locale);
  const launch = document.expectedLaunch;
  if (document.status === 'upcoming' && launch !== null && launch < todayIn(now, launch.length)) {
    throw new DeskInputError('expectedLaunch', deskMessage(locale, 'launchInPast'));
  }
  for (const [field, price] of [
    ['expectedPriceMin', document.expectedPriceMin],
    ['expectedPriceMax', document.expectedPriceMax],
  ] as const) {
    if (price !== null && price <= 0)
      throw new DeskInputError(field, deskMessage(locale, 'priceNotPositive'));
  }
  const { expectedPriceMin: low, expectedPriceMax: high } = document;
  if (low !== null && high !== null && high < low) {
    throw new DeskInputError('expectedPriceMax', deskMessage(locale, 'priceRange'));
  }
  const slugs = new Set<string>();
  document.variants.forEach((variant, index) => {
    const at = `variants.${index}`;
    if (slugs.has(variant.slug))
      throw new DeskInputError(`${at}.slug`, deskMessage(locale, 'duplicateVariant'));
    slugs.add(variant.slug);
    if (variant.price !== null && (!Number.isFinite(variant.price) || variant.price <= 0)) {
      throw new DeskInputError(`${at}.price`, deskMessage(locale, 'priceNotPositive'));
    }
    if (variant.price !== null && !Number.isInteger(variant.price)) {
      throw new DeskInputError(`${at}.price`, deskMessage(locale, 'notWholeNumber'));
    }
    checkSpecs(variant.specs, fields, `${at}.specs`, locale);
  });
}

/** The rules that read the database: the brand and successor exist in the vertical, the slugs are free. */
export async function checkAgainstCatalogue(
  db: Queryable,
  modelId: number,
  document: DeskModelDocument,
  locale: LocaleCode,
): Promise<void> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, document.brandId), eq(brands.vertical, document.vertical)));
  if (!brand) throw new DeskInputError('brandId', deskMessage(locale, 'unknownBrand'));
  if (document.successorModelId !== null) {
    const [successor] = await db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .where(
        and(eq(vehicleModels.id, document.successorModelId), eq(vehicleModels.vertical, document.vertical)),
      );
    if (!successor || successor.id === modelId) {
      throw new DeskInputError('successorModelId', deskMessage(locale, 'unknownModel'));
    }
  }
  const [taken] = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(
      and(
        eq(vehicleModels.brandId, document.brandId),
        eq(vehicleModels.slug, document.slug),
        ne(vehicleModels.id, modelId),
      ),
    );
  if (taken) throw new DeskInputError('slug', deskMessage(locale, 'slugTaken'));
  if (document.variants.length === 0) return;
  const others = await db
    .select({ slug: vehicleVariants.slug })
    .from(vehicleVariants)
    .where(
      and(
        eq(vehicleVariants.vertical, document.vertical),
        ne(vehicleVariants.modelId, modelId),
        inArray(
          vehicleVariants.slug,
          document.variants.map((variant) => variant.slug),
        ),
      ),
    );
  const takenSlugs = new Set(others.map((row) => row.slug));
  const index = document.variants.findIndex((variant) => takenSlugs.has(variant.slug));
  if (index >= 0) throw new DeskInputError(`variants.${index}.slug`, deskMessage(locale, 'slugTaken'));
}

/** What an on-sale model lacks to be published (a variant, a price for each), or nothing. */
export function publishProblem(document: DeskModelDocument, locale: LocaleCode): DeskInputError | null {
  if (document.status !== 'on-sale') return null;
  if (document.variants.length === 0) {
    return new DeskInputError(undefined, deskMessage(locale, 'noVariant'), ['variants']);
  }
  const unpriced = document.variants
    .map((variant, index) => (variant.price === null ? `variants.${index}.price` : null))
    .filter((field): field is string => field !== null);
  if (unpriced.length > 0) return new DeskInputError(undefined, deskMessage(locale, 'noPrice'), unpriced);
  return null;
}
