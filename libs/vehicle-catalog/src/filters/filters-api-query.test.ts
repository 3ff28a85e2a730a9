import { filtersToApiQuery } from './filters-api-query';
import { applyListPageFilter, isTruckListPageType, TRUCK_LIST_PAGES } from './truck-list-pages';
import { emptyFilters } from './vehicle-filters';

describe('filtersToApiQuery', () => {
  it('gives only pageType, sort and page for empty filters', () => {
    expect(filtersToApiQuery(emptyFilters(), 'search')).toEqual({
      pageType: 'search',
      sort: 'popularity',
      page: '1',
    });
  });

  it('names every parameter as trucks/filter-page expects, lists comma-joined', () => {
    const query = filtersToApiQuery(
      {
        brandSlugs: ['tata-motors', 'eicher'],
        bodyTypes: ['cargo', 'mini'],
        budget: 'under-20-lakh',
        fuelTypes: ['diesel', 'electric'],
        transmissionTypes: ['manual'],
        wheels: [6, 4],
        gvw: '7.5-12-t',
        payload: '2-5-t',
        sort: 'price-desc',
        page: 2,
      },
      'search',
    );
    expect(query).toEqual({
      pageType: 'search',
      brandSlugs: 'eicher,tata-motors',
      bodyTypes: 'mini,cargo',
      budget: 'under-20-lakh',
      fuelTypes: 'diesel,electric',
      transmissionTypes: 'manual',
      underPrice: '2000000',
      wheels: '4,6',
      gvw: '7.5-12-t',
      payload: '2-5-t',
      sort: 'price-desc',
      page: '2',
    });
  });

  it('gives an open band only overPrice', () => {
    const query = filtersToApiQuery({ ...emptyFilters(), budget: 'above-50-lakh' }, 'trucks-above-50-lakh');
    expect(query).toMatchObject({ budget: 'above-50-lakh', overPrice: '5000000' });
    expect(query.underPrice).toBeUndefined();
  });

  it('gives a closed band both ends for buses', () => {
    expect(filtersToApiQuery({ ...emptyFilters(), budget: '10-15-lakh' }, 'search', 'bus')).toMatchObject({
      underPrice: '1500000',
      overPrice: '1000000',
    });
  });
});

describe('truck list pages', () => {
  it('defines every list page of SPEC §2 with a title key and path', () => {
    expect(Object.keys(TRUCK_LIST_PAGES).sort()).toEqual(
      [
        'trucks-under-10-lakh',
        'trucks-under-20-lakh',
        'trucks-under-30-lakh',
        'trucks-under-40-lakh',
        'trucks-above-50-lakh',
        'mini-trucks',
        'cargo-trucks',
        'dumper-trucks',
        'pickup-trucks',
        'trailer-trucks',
        'electric-trucks',
        'popular-trucks',
        'latest-trucks',
        'upcoming',
      ].sort(),
    );
    expect(TRUCK_LIST_PAGES['mini-trucks']).toEqual({
      pageType: 'mini-trucks',
      path: '/trucks/mini-trucks',
      titleKey: 'listPage.mini-trucks',
      fixedFilter: { bodyTypes: ['mini'] },
    });
  });

  it('applies the fixed filter over the visitor filter and feeds it to the API query', () => {
    const visitor = { ...emptyFilters(), budget: 'under-40-lakh', fuelTypes: ['diesel' as const] };
    const filters = applyListPageFilter(visitor, TRUCK_LIST_PAGES['trucks-under-10-lakh']);
    expect(filtersToApiQuery(filters, 'trucks-under-10-lakh')).toMatchObject({
      budget: 'under-10-lakh',
      underPrice: '1000000',
      fuelTypes: 'diesel',
    });
  });

  it('every fixed budget is a known truck band', () => {
    for (const page of Object.values(TRUCK_LIST_PAGES)) {
      const fixed: { budget?: string | null } = page.fixedFilter;
      if (fixed.budget)
        expect(filtersToApiQuery(applyListPageFilter(emptyFilters(), page), page.pageType).budget).toBe(
          fixed.budget,
        );
    }
  });

  it('recognises list page types', () => {
    expect(isTruckListPageType('dumper-trucks')).toBe(true);
    expect(isTruckListPageType('toString')).toBe(false);
  });
});
