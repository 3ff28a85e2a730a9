import { cityName, type VariantDetail, type VariantDetailQuery } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/not-found';
import { catalogueOf } from './catalogue-snapshot';
import { toSummary } from './model-records';
import { priceCity } from './on-road';
import { pricedVariants } from './priced-variants';
import type { VerticalConfig } from './vertical-config';

/** The variant page's data: one variant of a model with its on-road breakup for the city, and its siblings. */
export async function variantDetail(
  db: Db,
  config: VerticalConfig,
  query: VariantDetailQuery,
): Promise<VariantDetail> {
  const catalogue = await catalogueOf(db, config.vertical);
  const model = catalogue.findModel(query.brandSlug, query.modelSlug);
  if (!model) throw new NotFoundError(`No ${config.vertical} model ${query.brandSlug}/${query.modelSlug}`);
  const city = await priceCity(db, config.vertical, query.city);
  const variants = pricedVariants(catalogue, model.id, city);
  const variant = variants.find((candidate) => candidate.slug === query.variantSlug);
  if (!variant) throw new NotFoundError(`No variant ${query.variantSlug} of ${model.name}`);
  const named = { ...city, name: cityName(city.name, query.locale ?? 'en') };
  return { model: toSummary(model), city: named, variant, variants };
}
