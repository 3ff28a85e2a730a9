import type { VerticalDefinition } from '@cvb/contracts';
import type { BrandFacet, FacetCount, FilterDimension, FilterFacets } from '@cvb/contracts';
import { matches } from './apply-filter';
import { numericValue, valueTest } from './dimension-values';
import type { ModelRecord } from './model-record';
import type { ModelFilter } from './resolve-filter';

/** The values a dimension offers on a page: its options, its bands, or the whole numbers the page's models have. */
function valuesOf(dimension: FilterDimension, listed: readonly ModelRecord[]): string[] {
  switch (dimension.kind) {
    case 'multi':
      return [...dimension.options];
    case 'band':
      return dimension.bands.map((band) => band.key);
    case 'range':
      return [...new Set(listed.map((model) => numericValue(model, dimension.source)))]
        .filter(
          (value): value is number =>
            value !== null && Number.isInteger(value) && value >= dimension.min && value <= dimension.max,
        )
        .sort((a, b) => a - b)
        .map(String);
  }
}

/** Brands of the page's models, counted over `models`, most models first. */
function brandCounts(models: readonly ModelRecord[], listed: readonly ModelRecord[]): BrandFacet[] {
  const brandNames = new Map<string, string>();
  for (const model of listed) brandNames.set(model.brandSlug, model.brandName);
  return [...brandNames.entries()]
    .map(([slug, name]) => ({
      slug,
      name,
      count: models.filter((model) => model.brandSlug === slug).length,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Counts for every value of every dimension, over the models matching all filters but that dimension's own. */
export function facetsOf(
  models: readonly ModelRecord[],
  filter: ModelFilter,
  definition: VerticalDefinition,
): FilterFacets {
  const listed = models.filter((model) => filter.base(model));
  const without = (key: string) => models.filter((model) => matches(model, filter, key));
  let brands: BrandFacet[] = [];
  const dimensions: Record<string, FacetCount[]> = {};
  for (const dimension of definition.filters) {
    const candidates = without(dimension.key);
    if (dimension.source === 'brand') {
      brands = brandCounts(candidates, listed);
      continue;
    }
    dimensions[dimension.key] = valuesOf(dimension, listed).map((key) => {
      const has = valueTest(dimension, key);
      return { key, count: candidates.filter(has).length };
    });
  }
  return { brands, dimensions };
}
