import type { Variant } from '@cvb/contracts';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import type { PriceCity } from './city-records';
import { onRoadBreakup } from './on-road';

/** The variants of a model in catalogue order, each with its on-road breakup in the city (null without a price). */
export function pricedVariants(catalogue: CatalogueSnapshot, modelId: number, city: PriceCity): Variant[] {
  return catalogue.variantsOfModel(modelId).map((variant) => ({
    id: variant.id,
    slug: variant.slug,
    name: variant.name,
    price: variant.price,
    specs: variant.specs,
    onRoad: variant.price === null ? null : onRoadBreakup(variant.price, city),
  }));
}
