import type { VerticalDefinition } from '@cvb/contracts';
import type { FilterPageQuery } from '@cvb/contracts';
import { BadRequestError } from '../../http/bad-request';
import { chosenValuesTest, type ModelTest } from './dimension-values';
import type { ModelRecord } from './model-record';
import { inPriceBand } from './price-of';

/** The checked filters of a filter-page query: `base` picks the page's list, each chosen dimension is a test. */
export interface ModelFilter {
  base: ModelTest;
  /** Dimension key → the test of its chosen values (dimensions with nothing chosen are absent). */
  dimensions: ReadonlyMap<string, ModelTest>;
  underPrice?: number;
  overPrice?: number;
}

const isListed: ModelTest = (model: ModelRecord) =>
  model.status !== 'discontinued' && model.status !== 'expired';

/** The list a pageType shows: search, popular, latest, upcoming, a fuel, `<plural>-under-10-lakh`, `mini-<plural>`. */
function pagePredicate(pageType: string | undefined, definition: VerticalDefinition): ModelTest {
  if (pageType === undefined || pageType === 'search') return isListed;
  if (pageType === 'popular') return (model) => model.status === 'on-sale' && model.isPopular;
  if (pageType === 'latest') return (model) => model.status === 'on-sale' && model.isLatest;
  if (pageType === 'upcoming') return (model) => model.status === 'upcoming';
  if (pageType === 'discontinued') return (model) => model.status === 'discontinued';
  if (pageType === 'electric') return (model) => isListed(model) && model.fuelType === 'electric';
  if (definition.fuels.includes(pageType)) return (model) => isListed(model) && model.fuelType === pageType;
  const prefix = `${definition.api.prefix}-`;
  const band = pageType.startsWith(prefix)
    ? definition.budgetBands.find((b) => b.key === pageType.slice(prefix.length))
    : undefined;
  if (band) return (model) => isListed(model) && inPriceBand(band, model);
  const suffix = `-${definition.api.prefix}`;
  const bodyType = pageType.endsWith(suffix) ? pageType.slice(0, -suffix.length) : undefined;
  if (bodyType !== undefined && definition.bodyTypes.includes(bodyType)) {
    return (model) =>
      isListed(model) &&
      (model.bodyType === bodyType || (bodyType === 'electric' && model.fuelType === 'electric'));
  }
  throw new BadRequestError(`pageType: unknown page type "${pageType}"`);
}

/** `tata-motors-electric` → models of that brand with that fuel. */
function brandFuelPredicate(
  brandFuelSlug: string | undefined,
  fuels: readonly string[],
): ModelTest | undefined {
  if (brandFuelSlug === undefined) return undefined;
  const cut = brandFuelSlug.lastIndexOf('-');
  const brandSlug = brandFuelSlug.slice(0, cut);
  const fuel = brandFuelSlug.slice(cut + 1);
  if (cut <= 0 || !fuels.includes(fuel)) {
    throw new BadRequestError(`brandFuelSlug: must be "<brand slug>-<${fuels.join('|')}>"`);
  }
  return (model) => model.brandSlug === brandSlug && model.fuelType === fuel;
}

/**
 * The filter of a checked query (`filterPageQuerySchemaOf` has already refused values a dimension lacks): the
 * page's list, and per chosen dimension of the vertical a test read from its descriptor.
 */
export function resolveFilter(query: FilterPageQuery, definition: VerticalDefinition): ModelFilter {
  const dimensions = new Map<string, ModelTest>();
  for (const dimension of definition.filters) {
    const values = query.dimensions[dimension.key] ?? [];
    if (values.length > 0) dimensions.set(dimension.key, chosenValuesTest(dimension, values));
  }
  const page = pagePredicate(query.pageType, definition);
  const brandFuel = brandFuelPredicate(query.brandFuelSlug, definition.fuels);
  return {
    base: brandFuel ? (model) => page(model) && brandFuel(model) : page,
    dimensions,
    underPrice: query.underPrice,
    overPrice: query.overPrice,
  };
}
