import { GVW_BANDS, inBand, PAYLOAD_BANDS, type FilterFacets } from '@cvb/contracts';
import { matches, type FacetName } from './apply-filter';
import type { ModelRecord } from './model-records';
import { inPriceBand } from './price-of';
import type { ModelFilter } from './resolve-filter';
import type { VerticalConfig } from './vertical-config';

const countBy = (
  keys: readonly string[],
  models: readonly ModelRecord[],
  test: (key: string, model: ModelRecord) => boolean,
) => keys.map((key) => ({ key, count: models.filter((model) => test(key, model)).length }));

/** Counts for every facet value over the models matching all filters but that facet's own. */
export function facetsOf(
  models: readonly ModelRecord[],
  filter: ModelFilter,
  config: VerticalConfig,
): FilterFacets {
  const without = (facet: FacetName) => models.filter((model) => matches(model, filter, facet));

  const brandModels = without('brands');
  const brandNames = new Map<string, string>();
  for (const model of models.filter((m) => filter.base(m))) brandNames.set(model.brandSlug, model.brandName);
  const brands = [...brandNames.entries()]
    .map(([slug, name]) => ({
      slug,
      name,
      count: brandModels.filter((model) => model.brandSlug === slug).length,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const wheelModels = without('wheels');
  const wheelValues = [...new Set(models.filter((m) => filter.base(m)).map((m) => m.wheels))]
    .filter((w): w is number => w !== null)
    .sort((a, b) => a - b);

  const gvwModels = without('gvw');
  const payloadModels = without('payload');
  const budgetModels = without('budgets');
  return {
    brands,
    bodyTypes: countBy(config.bodyTypes, without('bodyTypes'), (key, m) => m.bodyType === key),
    fuelTypes: countBy(config.fuels, without('fuelTypes'), (key, m) => m.fuelType === key),
    transmissionTypes: countBy(
      config.transmissions,
      without('transmissionTypes'),
      (key, m) => m.transmission === key,
    ),
    budgets: config.budgetBands.map((band) => ({
      key: band.key,
      count: budgetModels.filter((m) => inPriceBand(band, m)).length,
    })),
    wheels: wheelValues.map((w) => ({
      key: String(w),
      count: wheelModels.filter((m) => m.wheels === w).length,
    })),
    gvw: GVW_BANDS.map((band) => ({
      key: band.key,
      count: gvwModels.filter((m) => m.gvwKg !== null && inBand(band, m.gvwKg)).length,
    })),
    payload: PAYLOAD_BANDS.map((band) => ({
      key: band.key,
      count: payloadModels.filter((m) => m.payloadKg !== null && inBand(band, m.payloadKg)).length,
    })),
  };
}
