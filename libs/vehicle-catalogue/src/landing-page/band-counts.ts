import { verticalDefinition, type LocaleCode, type VehicleVertical } from '@cvb/contracts';
import { fetchFilterPage, useApiData } from '@cvb/api-client';
import { emptyFilters } from '../filters';
import { searchApiQuery, searchQueryKey } from '../search-page/search-query';

/**
 * The search page's first call with one model a page: its facets count the models of every budget band (over every
 * listed model of the vertical). The same call general/seo names for the landing (`landingBandCountsCall`), so the
 * server inlines its answer.
 */
export function landingBandCountsQuery(
  vertical: VehicleVertical,
  locale: LocaleCode,
): Record<string, string | number | undefined> {
  return { ...searchApiQuery(emptyFilters(), locale, vertical), pageSize: 1 };
}

/** How many models each budget band of the vertical has (a band the answer does not count has none). */
export function useBudgetBandCounts(
  vertical: VehicleVertical,
  locale: LocaleCode,
): { status: 'loading' | 'error' | 'ready'; counts: ReadonlyMap<string, number> } {
  const query = landingBandCountsQuery(vertical, locale);
  const result = useApiData(
    (signal) => fetchFilterPage(vertical, query, signal),
    `${vertical}?${searchQueryKey(query)}`,
  );
  if (result.status !== 'ready') return { status: result.status, counts: new Map() };
  const budget = verticalDefinition(vertical).filters.find((dimension) => dimension.source === 'price');
  const bands = (budget && result.data.facets.dimensions[budget.key]) || [];
  return { status: 'ready', counts: new Map(bands.map((band) => [band.key, band.count])) };
}
