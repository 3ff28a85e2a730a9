import type { VehicleVertical } from '@cvb/contracts';
import {
  ALL_VERTICAL_DEFINITIONS,
  apiCallKey,
  landingCalls,
  listPageCall,
  verticalDefinition,
  type LocaleCode,
} from '@cvb/contracts';
import {
  emptyFilters,
  catalogueListPages,
  landingBandCountsQuery,
  listPageApiQuery,
  listPageFilters,
  searchApiQuery,
} from '@cvb/vehicle-catalogue/first-view-queries';

/**
 * The server inlines an answer only when the page asks exactly that call: the calls general/seo names (built in
 * @cvb/contracts) must be the ones the catalogue's pages build for a visitor with no filter chosen.
 */
describe('the calls named for a first view are the ones the catalogue pages make', () => {
  const verticals = ALL_VERTICAL_DEFINITIONS.map((definition) => definition.key as VehicleVertical);
  const locales: LocaleCode[] = ['en', 'hi'];

  it.each(verticals)('every list page of %s', (vertical) => {
    const definition = ALL_VERTICAL_DEFINITIONS.find((candidate) => candidate.key === vertical);
    if (!definition) throw new Error(vertical);
    for (const locale of locales) {
      for (const page of catalogueListPages(vertical)) {
        const own = listPageApiQuery(
          listPageFilters(emptyFilters(), page),
          page.apiPageType,
          locale,
          definition,
        );
        const listPage = definition.listPages.find((candidate) => candidate.slug === page.slug);
        const named = listPageCall(definition, page.apiPageType, locale, listPage);
        expect(apiCallKey(named.path, named.query)).toBe(apiCallKey(named.path, own));
      }
      const search = listPageCall(definition, 'search', locale);
      expect(apiCallKey(search.path, search.query)).toBe(
        apiCallKey(search.path, searchApiQuery(emptyFilters(), locale, vertical)),
      );
    }
  });

  it.each(verticals)(
    "the landing of %s: its budget bands' counts, and its shelves (popular, latest, upcoming, electric; six models each)",
    (vertical) => {
      const definition = ALL_VERTICAL_DEFINITIONS.find((candidate) => candidate.key === vertical);
      if (!definition) throw new Error(vertical);
      const shelves = (['popular', 'latest', 'upcoming', 'electric'] as const).map((kind) => {
        // As ModelShelf builds its query.
        const page = catalogueListPages(vertical).find((candidate) => candidate.kind === kind);
        const filters = { ...emptyFilters(), values: page?.fixedValues ?? {} };
        const query = {
          ...listPageApiQuery(filters, page?.apiPageType ?? kind, 'en', verticalDefinition(vertical)),
          pageSize: 6,
        };
        return apiCallKey(`${definition.api.prefix}/filter-page`, query);
      });
      // As BrowseChips asks for the budget bands' counts.
      const bandCounts = apiCallKey(
        `${definition.api.prefix}/filter-page`,
        landingBandCountsQuery(vertical, 'en'),
      );
      expect(landingCalls(definition, 'en').map((call) => apiCallKey(call.path, call.query))).toEqual([
        bandCounts,
        ...shelves,
      ]);
    },
  );
});
