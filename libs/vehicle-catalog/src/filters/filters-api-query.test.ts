import { filtersToApiQuery } from './filters-api-query';
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
