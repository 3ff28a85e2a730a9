import type { UsedFacet } from '@cvb/contracts';
import type { FilterChange, UsedPageFilters } from './list-url';

/** The value a filter group has chosen, as its facet values are written (a year group: one year, `yearMin = yearMax`). */
export function chosenValue(facet: UsedFacet, filters: UsedPageFilters): string | undefined {
  if (facet === 'year') {
    return filters.yearMin !== undefined && filters.yearMin === filters.yearMax
      ? String(filters.yearMin)
      : undefined;
  }
  return filters[facet];
}

/** The change that chooses `value` in a group, or takes it out (`value` undefined). */
export function choose(facet: UsedFacet, value: string | undefined): FilterChange {
  if (facet === 'year') {
    const year = value === undefined ? undefined : Number(value);
    return { yearMin: year, yearMax: year };
  }
  if (facet === 'owner') return { owner: value as UsedPageFilters['owner'] };
  return { [facet]: value };
}
