import type { FilterDimension, VerticalDefinition } from './types';

/** A chosen value per dimension key: a list for `multi` and `range`, a band key (or null) for `band`. */
export type DimensionValues = Record<string, readonly string[] | string | null>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const WHOLE_NUMBER = /^\d{1,6}$/;

/**
 * The values of a list parameter, whether repeated (`fuel=a&fuel=b`) or comma-joined (`fuel=a,b`): trimmed, empty
 * ones dropped, each once. The one splitter for filter values in the browser and on the server.
 */
export function commaList(raw: string | readonly string[] | null | undefined): string[] {
  const parts = raw === undefined || raw === null ? [] : typeof raw === 'string' ? [raw] : raw;
  const values = parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return [...new Set(values)];
}

/**
 * Why `value` is not a value of the dimension, or null when it is one. The one rule for a filter value: the
 * browser drops what this refuses (`cleanDimension`), the API answers 400 with this message (`filter-page-query`).
 */
export function dimensionValueProblem(dimension: FilterDimension, value: string): string | null {
  switch (dimension.kind) {
    case 'multi':
      if (dimension.options.length === 0) return SLUG.test(value) ? null : `"${value}" is not a slug`;
      return dimension.options.includes(value)
        ? null
        : `unknown value "${value}"; expected one of ${dimension.options.join(', ')}`;
    case 'band':
      return dimension.bands.some((band) => band.key === value)
        ? null
        : `unknown value "${value}"; expected one of ${dimension.bands.map((band) => band.key).join(', ')}`;
    case 'range': {
      const number = WHOLE_NUMBER.test(value) ? Number(value) : Number.NaN;
      return number >= dimension.min && number <= dimension.max
        ? null
        : `"${value}" is not a whole number from ${dimension.min} to ${dimension.max}`;
    }
  }
}

/** The valid values of one dimension out of raw strings; what `dimensionValueProblem` refuses is dropped. */
export function cleanDimension(
  dimension: FilterDimension,
  raw: readonly string[],
): readonly string[] | string | null {
  const values = commaList(raw).filter((value) => dimensionValueProblem(dimension, value) === null);
  switch (dimension.kind) {
    case 'multi':
      return values;
    case 'band':
      return values[0] ?? null;
    case 'range':
      return [...new Set(values.map(Number))].sort((a, b) => a - b).map(String);
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
): URLSearchParams => dimensionsToParams(definition, values, (dimension) => dimension.key);
