import type { FilterDimension, VerticalDefinition } from './types';

/** A chosen value per dimension key: a list for `multi` and `range`, a band key (or null) for `band`. */
export type DimensionValues = Record<string, readonly string[] | string | null>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

function listOf(raw: readonly string[]): string[] {
  return raw
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

/** The valid values of one dimension out of raw strings; unknown values dropped, duplicates once. */
export function cleanDimension(
  dimension: FilterDimension,
  raw: readonly string[],
): readonly string[] | string | null {
  const values = listOf(raw);
  switch (dimension.kind) {
    case 'multi': {
      const valid = values.filter((value) =>
        dimension.options.length === 0 ? SLUG.test(value) : dimension.options.includes(value),
      );
      return [...new Set(valid)];
    }
    case 'band':
      return values.find((value) => dimension.bands.some((band) => band.key === value)) ?? null;
    case 'range': {
      const numbers = values
        .filter((value) => /^\d{1,4}$/.test(value))
        .map(Number)
        .filter((value) => value >= dimension.min && value <= dimension.max);
      return [...new Set(numbers)].sort((a, b) => a - b).map(String);
    }
  }
}

/** Reads every dimension of the vertical from URL parameters (repeated or comma-joined). */
export function dimensionsFromParams(
  definition: VerticalDefinition,
  params: URLSearchParams,
  name: (dimension: FilterDimension) => string = (dimension) => dimension.urlParam,
): DimensionValues {
  return Object.fromEntries(
    definition.filters.map((dimension) => [
      dimension.key,
      cleanDimension(dimension, params.getAll(name(dimension))),
    ]),
  );
}

/** Writes the dimensions to URL parameters in the definition's order, lists comma-joined, empty ones left out. */
export function dimensionsToParams(
  definition: VerticalDefinition,
  values: DimensionValues,
  name: (dimension: FilterDimension) => string = (dimension) => dimension.urlParam,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const dimension of definition.filters) {
    const value = values[dimension.key];
    const raw = value === null || value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
    const clean = cleanDimension(dimension, raw);
    if (typeof clean === 'string') params.set(name(dimension), clean);
    else if (clean !== null && clean.length > 0) params.set(name(dimension), clean.join(','));
  }
  return params;
}

/** The API's `filter-page` parameters of the chosen values. */
export const dimensionsToApiParams = (
  definition: VerticalDefinition,
  values: DimensionValues,
): URLSearchParams => dimensionsToParams(definition, values, (dimension) => dimension.apiParam);
