import type { ModelRecord } from './model-record';
import { priceOf } from './price-of';
import type { ModelFilter } from './resolve-filter';

/** Whether a model passes the filter, ignoring the dimension `except` (the faceted-search rule). */
export function matches(model: ModelRecord, filter: ModelFilter, except?: string): boolean {
  if (!filter.base(model)) return false;
  for (const [key, test] of filter.dimensions) {
    if (key !== except && !test(model)) return false;
  }
  const price = priceOf(model);
  return (
    (filter.underPrice === undefined || (price !== null && price <= filter.underPrice)) &&
    (filter.overPrice === undefined || (price !== null && price >= filter.overPrice))
  );
}
