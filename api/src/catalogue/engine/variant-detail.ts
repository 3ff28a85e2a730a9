import type { VerticalDefinition } from '@cvb/contracts';
import { cityName, type VariantDetail, type VariantDetailQuery } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/not-found';
import { catalogueOf } from './catalogue-snapshot';
import { toSummary } from './model-records';
import { priceCity } from './on-road';
import { pricedVariants } from './priced-variants';

/** The variant page's data: one variant of a model with its on-road breakup for the city, and its siblings. */
export async function variantDetail(
  db: Db,
  definition: VerticalDefinition,
  query: VariantDetailQuery,
): Promise<VariantDetail> {
  const catalogue = await catalogueOf(db, definition.key);
  const model = catalogue.findModel(query.brandSlug, query.modelSlug);
  if (!model) throw new NotFoundError(`No ${definition.key} model ${query.brandSlug}/${query.modelSlug}`);
  const city = await priceCity(db, definition.key, query.city);
  const variants = pricedVariants(catalogue, model.id, city);
  const variant = variants.find((candidate) => candidate.slug === query.variantSlug);
  if (!variant) throw new NotFoundError(`No variant ${query.variantSlug} of ${model.name}`);
  const named = { ...city, name: cityName(city.name, query.locale ?? 'en') };
  return { model: toSummary(model), city: named, variant, variants };
}
