import type { TFunction } from 'i18next';
import {
  indianStateBySlug,
  USED_FACETS,
  type LocaleCode,
  type UsedAdList,
  type UsedFacet,
} from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { stateName } from '@cvb/i18n';
import { choose, chosenValue } from './facet-choice';
import { hrefOf, withChange, type UsedListPage, type UsedPageFilters } from './list-url';

/** A chosen value's name when the answer's counts do not hold it: a state's name, an owner in words, else as written. */
function fallbackLabel(facet: UsedFacet, value: string, t: TFunction, locale: LocaleCode): string {
  if (facet === 'state') {
    const state = indianStateBySlug(value);
    return state ? stateName(state.name, locale) : value;
  }
  if (facet === 'owner') return t(`owners.${value}`, { defaultValue: value });
  return value;
}

export interface ActiveFilter {
  key: string;
  label: string;
  /** The page without this filter. */
  href: string;
  /** How many ads its own group counts without it (the facet counts leave a group's own filter out). */
  without: number;
}

/** Every filter the page has chosen, each with the link that takes it out, in the order of the filter groups. */
export function activeFilters(
  page: UsedListPage,
  filters: UsedPageFilters,
  facets: UsedAdList['facets'],
  t: TFunction,
  locale: LocaleCode,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const facet of USED_FACETS) {
    const value = chosenValue(facet, filters);
    if (value === undefined) continue;
    const values = facets[facet] ?? [];
    chips.push({
      key: facet,
      label: values.find((entry) => entry.value === value)?.label ?? fallbackLabel(facet, value, t, locale),
      href: hrefOf(page, withChange(filters, choose(facet, undefined))),
      without: values.reduce((sum, entry) => sum + entry.count, 0),
    });
  }
  const yearRange = chosenValue('year', filters) === undefined && (filters.yearMin ?? filters.yearMax);
  if (yearRange) {
    chips.push({
      key: 'years',
      label: `${filters.yearMin ?? ''}–${filters.yearMax ?? ''}`,
      href: hrefOf(page, withChange(filters, { yearMin: undefined, yearMax: undefined })),
      without: 0,
    });
  }
  if (filters.maxPrice !== undefined) {
    chips.push({
      key: 'maxPrice',
      label: t('list.upTo', {
        price: formatBandPrice(filters.maxPrice, locale, { beforePostposition: true }),
      }),
      href: hrefOf(page, withChange(filters, { maxPrice: undefined })),
      without: 0,
    });
  }
  if (filters.minPrice !== undefined) {
    chips.push({
      key: 'minPrice',
      label: t('list.from', {
        price: formatBandPrice(filters.minPrice, locale, { beforePostposition: true }),
      }),
      href: hrefOf(page, withChange(filters, { minPrice: undefined })),
      without: 0,
    });
  }
  return chips;
}
