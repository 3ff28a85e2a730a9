import type { VerticalDefinition } from '@cvb/contracts';
import type { FilterPageQuery, FilterPageResponse } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { matches } from './apply-filter';
import { facetsOf } from './facets';
import { catalogueOf } from './catalogue-snapshot';
import { toSummary } from './model-records';
import { latestPriceDay } from './price-dates';
import { resolveFilter } from './resolve-filter';
import { sortModels } from './sort-models';

export const DEFAULT_PAGE_SIZE = 20;

/** `{plural}/filter-page`: the page's models after the filters, sorted and paged, with facet counts. */
export async function filterPage(
  db: Db,
  definition: VerticalDefinition,
  query: FilterPageQuery,
): Promise<FilterPageResponse> {
  const filter = resolveFilter(query, definition);
  const catalogue = await catalogueOf(db, definition.key);
  const { models } = catalogue;
  const matching = sortModels(
    models.filter((model) => matches(model, filter)),
    query.sort ?? 'popularity',
  );
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize).map(toSummary),
    total: matching.length,
    page,
    pageSize,
    facets: facetsOf(models, filter, definition),
    priceUpdatedOn: latestPriceDay(matching, catalogue.priceDate),
  };
}
