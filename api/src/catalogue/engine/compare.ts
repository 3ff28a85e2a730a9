import type { VerticalDefinition } from '@cvb/contracts';
import {
  COMPARE_MAX,
  COMPARE_NONE_MESSAGE,
  COMPARE_TOO_MANY_MESSAGE,
  VEHICLE_SPEC_KEYS,
  type CompareResponse,
} from '@cvb/contracts';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../http/bad-request';
import { NotFoundError } from '../../http/not-found';
import { angleImageOf } from '../../vehicle-drawings/model-art/art-url';
import { catalogueOf } from './catalogue-snapshot';

/** `a,b,c` → the distinct slugs, checked against the comparison limits with the site's exact messages. */
export function parseVariantSlugs(value: string | undefined): string[] {
  const slugs = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
  if (slugs.length === 0) throw new BadRequestError(COMPARE_NONE_MESSAGE);
  if (slugs.length > COMPARE_MAX) throw new BadRequestError(COMPARE_TOO_MANY_MESSAGE);
  return slugs;
}

/** The variants side by side, in the order asked, with the spec keys whose values differ. */
export async function compareVariants(
  db: Db,
  definition: VerticalDefinition,
  variantSlugs: string | undefined,
): Promise<CompareResponse> {
  const slugs = parseVariantSlugs(variantSlugs);
  const { variantBySlug } = await catalogueOf(db, definition.key);
  const missing = slugs.filter((slug) => !variantBySlug.has(slug));
  if (missing.length > 0) throw new NotFoundError(`No ${definition.key} variant ${missing.join(', ')}`);
  const variants = slugs
    .flatMap((slug) => variantBySlug.get(slug) ?? [])
    .map((variant) => ({
      slug: variant.slug,
      name: variant.name,
      modelSlug: variant.modelSlug,
      modelName: variant.modelName,
      brandSlug: variant.brandSlug,
      brandName: variant.brandName,
      price: variant.price,
      angleImage: angleImageOf(variant.model),
      specs: variant.specs,
    }));
  const extraKeys = [...new Set(variants.flatMap((v) => Object.keys(v.specs.extraSpecs)))];
  const differingSpecs = [
    ...VEHICLE_SPEC_KEYS.filter((key) => new Set(variants.map((v) => v.specs[key])).size > 1),
    ...extraKeys.filter((key) => new Set(variants.map((v) => v.specs.extraSpecs[key] ?? null)).size > 1),
  ];
  return { variants, differingSpecs };
}
