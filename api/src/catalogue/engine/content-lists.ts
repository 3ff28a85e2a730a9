import type { VerticalDefinition } from '@cvb/contracts';
import type { ModelListQuery, ModelSummary, VariantListQuery, VariantSummary } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { pageOf, parseSort } from '../../http/content-query';
import { catalogueOf } from './catalogue-snapshot';
import { toSummary } from './model-records';

export const MODEL_SORT_FIELDS = ['id', 'name', 'slug', 'popularity', 'minPrice', 'maxPrice'] as const;
export const VARIANT_SORT_FIELDS = ['id', 'name', 'slug', 'price'] as const;
export const MODEL_FILTER_FIELDS = ['slug', 'brandSlug', 'status', 'bodyType', 'fuelType'] as const;
export const VARIANT_FILTER_FIELDS = ['slug', 'modelSlug', 'brandSlug', 'fuelType'] as const;

type Row = Record<string, unknown>;

/** `field=value` and `field_ne=value` over the given fields. */
function fieldFilter(
  query: Record<string, unknown>,
  fields: readonly string[],
  valueOf: (row: Row, field: string) => unknown,
) {
  return (row: Row) =>
    fields.every((field) => {
      const equal = query[field];
      const notEqual = query[`${field}_ne`];
      const value = valueOf(row, field);
      return (equal === undefined || value === equal) && (notEqual === undefined || value !== notEqual);
    });
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** Sorted (nulls last whichever direction), then `_start`/`_limit`. */
function sortAndPage<T extends Row>(
  rows: T[],
  query: ModelListQuery | VariantListQuery,
  fallback: string,
): T[] {
  const sort = parseSort<string>(query._sort, {
    field: fallback,
    direction: fallback === 'popularity' ? 'DESC' : 'ASC',
  });
  const sign = sort.direction === 'DESC' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    const va = a[sort.field];
    const vb = b[sort.field];
    if (va === null || vb === null) return compare(va, vb) || compare(a.id, b.id);
    return compare(va, vb) * sign || compare(a.id, b.id);
  });
  const { limit, offset } = pageOf(query);
  return sorted.slice(offset, limit === undefined ? undefined : offset + limit);
}

async function matchingModels(
  db: Db,
  definition: VerticalDefinition,
  query: ModelListQuery,
): Promise<ModelSummary[]> {
  const models = (await catalogueOf(db, definition.key)).models.map(toSummary);
  return models.filter(fieldFilter(query, MODEL_FILTER_FIELDS, (row, field) => row[field]));
}

export async function listModels(
  db: Db,
  definition: VerticalDefinition,
  query: ModelListQuery,
): Promise<ModelSummary[]> {
  return sortAndPage(await matchingModels(db, definition, query), query, 'popularity');
}
export async function countModels(
  db: Db,
  definition: VerticalDefinition,
  query: ModelListQuery,
): Promise<number> {
  return (await matchingModels(db, definition, query)).length;
}

async function matchingVariants(
  db: Db,
  definition: VerticalDefinition,
  query: VariantListQuery,
): Promise<VariantSummary[]> {
  const variants = (await catalogueOf(db, definition.key)).variants.map(
    ({ model: _model, position: _position, ...variant }) => variant,
  );
  return variants.filter(
    fieldFilter(query, VARIANT_FILTER_FIELDS, (row, field) =>
      field === 'fuelType' ? (row as VariantSummary).specs.fuelType : row[field],
    ),
  );
}

export async function listVariants(
  db: Db,
  definition: VerticalDefinition,
  query: VariantListQuery,
): Promise<VariantSummary[]> {
  return sortAndPage(await matchingVariants(db, definition, query), query, 'id');
}
export async function countVariants(
  db: Db,
  definition: VerticalDefinition,
  query: VariantListQuery,
): Promise<number> {
  return (await matchingVariants(db, definition, query)).length;
}
