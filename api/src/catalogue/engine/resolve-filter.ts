import { GVW_BANDS, PAYLOAD_BANDS, type Band, type FilterPageQuery } from '@cvb/contracts';
import { BadRequestError } from '../../http/bad-request';
import type { ModelRecord } from './model-records';
import { inPriceBand } from './price-of';
import type { VerticalConfig } from './vertical-config';

/** The checked filters of a filter-page query: `base` picks the page's list, the rest are facets. */
export interface ModelFilter {
  base: (model: ModelRecord) => boolean;
  brandSlugs: string[];
  bodyTypes: string[];
  fuelTypes: string[];
  transmissionTypes: string[];
  budgets: Band[];
  wheels: number[];
  gvw: Band[];
  payload: Band[];
  underPrice?: number;
  overPrice?: number;
}

const isListed = (model: ModelRecord) => model.status !== 'discontinued' && model.status !== 'expired';

function oneOf(field: string, values: string[] | undefined, allowed: readonly string[]): string[] {
  for (const value of values ?? []) {
    if (!allowed.includes(value))
      throw new BadRequestError(`${field}: unknown value "${value}"; expected one of ${allowed.join(', ')}`);
  }
  return values ?? [];
}

function bandsOf(field: string, keys: string[] | undefined, bands: readonly Band[]): Band[] {
  const known = oneOf(
    field,
    keys,
    bands.map((band) => band.key),
  );
  return bands.filter((band) => known.includes(band.key));
}

function wheelsOf(
  values: string[] | undefined,
  range: VerticalConfig['wheelRange'],
  plural: string,
): number[] {
  if (range === null) {
    if ((values ?? []).length > 0) throw new BadRequestError(`wheels: not a filter of ${plural}`);
    return [];
  }
  const [min, max] = range;
  return (values ?? []).map((value) => {
    const wheels = Number(value);
    if (!Number.isInteger(wheels) || wheels < min || wheels > max) {
      throw new BadRequestError(`wheels: "${value}" is not a wheel count from ${min} to ${max}`);
    }
    return wheels;
  });
}

/** The list a pageType shows: search, popular, latest, upcoming, electric, discontinued, `<plural>-under-10-lakh`, `mini-<plural>`. */
function pagePredicate(
  pageType: string | undefined,
  config: VerticalConfig,
): (model: ModelRecord) => boolean {
  if (pageType === undefined || pageType === 'search') return isListed;
  if (pageType === 'popular') return (model) => model.status === 'on-sale' && model.isPopular;
  if (pageType === 'latest') return (model) => model.status === 'on-sale' && model.isLatest;
  if (pageType === 'upcoming') return (model) => model.status === 'upcoming';
  if (pageType === 'discontinued') return (model) => model.status === 'discontinued';
  if (pageType === 'electric') return (model) => isListed(model) && model.fuelType === 'electric';
  if (config.fuels.includes(pageType)) return (model) => isListed(model) && model.fuelType === pageType;
  const prefix = `${config.plural}-`;
  const band = pageType.startsWith(prefix)
    ? config.budgetBands.find((b) => b.key === pageType.slice(prefix.length))
    : undefined;
  if (band) return (model) => isListed(model) && inPriceBand(band, model);
  const suffix = `-${config.plural}`;
  const bodyType = pageType.endsWith(suffix) ? pageType.slice(0, -suffix.length) : undefined;
  if (bodyType !== undefined && config.bodyTypes.includes(bodyType)) {
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
): ((model: ModelRecord) => boolean) | undefined {
  if (brandFuelSlug === undefined) return undefined;
  const cut = brandFuelSlug.lastIndexOf('-');
  const brandSlug = brandFuelSlug.slice(0, cut);
  const fuel = brandFuelSlug.slice(cut + 1);
  if (cut <= 0 || !fuels.includes(fuel)) {
    throw new BadRequestError(`brandFuelSlug: must be "<brand slug>-<${fuels.join('|')}>"`);
  }
  return (model) => model.brandSlug === brandSlug && model.fuelType === fuel;
}

export function resolveFilter(query: FilterPageQuery, config: VerticalConfig): ModelFilter {
  const page = pagePredicate(query.pageType, config);
  const brandFuel = brandFuelPredicate(query.brandFuelSlug, config.fuels);
  return {
    base: brandFuel ? (model) => page(model) && brandFuel(model) : page,
    brandSlugs: query.brandSlugs ?? [],
    bodyTypes: oneOf('bodyTypes', query.bodyTypes, config.bodyTypes),
    fuelTypes: oneOf('fuelTypes', query.fuelTypes, config.fuels),
    transmissionTypes: oneOf('transmissionTypes', query.transmissionTypes, config.transmissions),
    budgets: bandsOf('budget', query.budget, config.budgetBands),
    wheels: wheelsOf(query.wheels, config.wheelRange, config.plural),
    gvw: bandsOf('gvw', query.gvw, GVW_BANDS),
    payload: bandsOf('payload', query.payload, PAYLOAD_BANDS),
    underPrice: query.underPrice,
    overPrice: query.overPrice,
  };
}
