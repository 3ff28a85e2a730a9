import { inBand, type Band } from '@cvb/contracts';
import type { ModelRecord } from './model-records';
import { inPriceBand, priceOf } from './price-of';
import type { ModelFilter } from './resolve-filter';

/** The facets whose own filter is left out when counting that facet. */
export type FacetName =
  'brands' | 'bodyTypes' | 'fuelTypes' | 'transmissionTypes' | 'budgets' | 'wheels' | 'gvw' | 'payload';

const anyOf = <T>(selected: T[], test: (value: T) => boolean) => selected.length === 0 || selected.some(test);
const inKgBand = (bands: Band[], value: number | null) =>
  anyOf(bands, (band) => value !== null && inBand(band, value));

/** Whether a model passes the filter, ignoring the facet `except` (the faceted-search rule). */
export function matches(model: ModelRecord, filter: ModelFilter, except?: FacetName): boolean {
  const price = priceOf(model);
  return (
    filter.base(model) &&
    (except === 'brands' || anyOf(filter.brandSlugs, (slug) => model.brandSlug === slug)) &&
    (except === 'bodyTypes' || anyOf(filter.bodyTypes, (type) => model.bodyType === type)) &&
    (except === 'fuelTypes' || anyOf(filter.fuelTypes, (fuel) => model.fuelType === fuel)) &&
    (except === 'transmissionTypes' || anyOf(filter.transmissionTypes, (t) => model.transmission === t)) &&
    (except === 'budgets' || anyOf(filter.budgets, (band) => inPriceBand(band, model))) &&
    (except === 'wheels' || anyOf(filter.wheels, (wheels) => model.wheels === wheels)) &&
    (except === 'gvw' || inKgBand(filter.gvw, model.gvwKg)) &&
    (except === 'payload' || inKgBand(filter.payload, model.payloadKg)) &&
    (filter.underPrice === undefined || (price !== null && price <= filter.underPrice)) &&
    (filter.overPrice === undefined || (price !== null && price >= filter.overPrice))
  );
}
