import type { ModelRecord } from './model-record';
import { priceOf } from './price-of';

export type ModelSort = 'popularity' | 'price-asc' | 'price-desc';

/** Popularity (most popular first) or price either way, models without a price last; ties by id. */
export function sortModels(models: ModelRecord[], sort: ModelSort): ModelRecord[] {
  const byPopularity = (a: ModelRecord, b: ModelRecord) => b.popularity - a.popularity || a.id - b.id;
  if (sort === 'popularity') return [...models].sort(byPopularity);
  const sign = sort === 'price-asc' ? 1 : -1;
  return [...models].sort((a, b) => {
    const pa = priceOf(a);
    const pb = priceOf(b);
    if (pa === null || pb === null) return pa === pb ? byPopularity(a, b) : pa === null ? 1 : -1;
    return (pa - pb) * sign || byPopularity(a, b);
  });
}
