import { apiCallKey, usedListCall } from '@cvb/contracts';
import { apiQueryOf, filtersOfPage, hrefOf, withChange } from './list-url';

const tractors = { vertical: 'tractor' as const };

describe('the list URL', () => {
  it('reads filters with the API names, drops values the API would refuse, and a model without a brand', () => {
    const filters = filtersOfPage(
      tractors,
      new URLSearchParams(
        'state=maharashtra&maxPrice=500000&owner=9th&priceBand=cheap&model=575-di&page=0&sort=price-asc',
      ),
    );
    expect(filters).toMatchObject({ state: 'maharashtra', maxPrice: 500_000, sort: 'price-asc', page: 1 });
    expect(filters.owner).toBeUndefined();
    expect(filters.priceBand).toBeUndefined();
    expect(filters.model).toBeUndefined();
  });

  it('takes the state or brand from the path over the query', () => {
    const page = { vertical: 'tractor' as const, stateSlug: 'punjab' };
    expect(filtersOfPage(page, new URLSearchParams('state=goa')).state).toBe('punjab');
  });

  it('asks the API for the chosen filters only, with sort and page when not the default', () => {
    const filters = filtersOfPage(tractors, new URLSearchParams('state=maharashtra&maxPrice=500000'));
    expect(apiQueryOf(filters, 'hi')).toEqual({ state: 'maharashtra', maxPrice: 500_000, _locale: 'hi' });
    expect(apiQueryOf({ ...filters, sort: 'year-desc', page: 3 }, 'en')).toEqual({
      state: 'maharashtra',
      maxPrice: 500_000,
      sort: 'year-desc',
      page: 3,
      _locale: 'en',
    });
  });

  it('puts a chosen state in the path, keeps a brand page while its brand stays, and starts again at page 1', () => {
    const filters = filtersOfPage(tractors, new URLSearchParams('maxPrice=500000&page=4'));
    expect(hrefOf(tractors, withChange(filters, { state: 'maharashtra' }))).toBe(
      '/used-tractors/maharashtra?maxPrice=500000',
    );
    const brandPage = { vertical: 'tractor' as const, brandSlug: 'mahindra' };
    const onBrand = filtersOfPage(brandPage, new URLSearchParams('model=575-di'));
    expect(hrefOf(brandPage, withChange(onBrand, { state: 'punjab' }))).toBe(
      '/used-tractors/brand/mahindra?model=575-di&state=punjab',
    );
    // Taking the brand out leaves the brand page, and its model with it.
    expect(hrefOf(brandPage, withChange(onBrand, { brand: undefined }))).toBe('/used-tractors');
  });

  it('makes, on a plain list, state or brand page, the very call the server inlines for the first view', () => {
    const key = (page: Parameters<typeof filtersOfPage>[0]) =>
      apiCallKey(
        `used-market/${page.vertical}/ads`,
        apiQueryOf(filtersOfPage(page, new URLSearchParams()), 'mr'),
      );
    const inlined = (place: { state?: string; brand?: string }) => {
      const call = usedListCall('tractor', 'mr', place);
      return apiCallKey(call.path, call.query);
    };
    expect(key(tractors)).toBe(inlined({}));
    expect(key({ ...tractors, stateSlug: 'maharashtra' })).toBe(inlined({ state: 'maharashtra' }));
    expect(key({ ...tractors, brandSlug: 'mahindra' })).toBe(inlined({ brand: 'mahindra' }));
  });
});
