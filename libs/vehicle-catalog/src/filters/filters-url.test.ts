import { filtersFromSearchParams, filtersToSearchParams } from './filters-url';
import { emptyFilters, type VehicleFilters } from './vehicle-filters';

function parse(
  query: string,
  vertical: Parameters<typeof filtersFromSearchParams>[1] = 'truck',
): VehicleFilters {
  return filtersFromSearchParams(new URLSearchParams(query), vertical);
}

describe('filtersFromSearchParams', () => {
  it('gives empty filters for an empty URL', () => {
    expect(parse('')).toEqual(emptyFilters());
  });

  it('reads every filter', () => {
    expect(
      parse(
        'brand=tata-motors,eicher&bodyType=cargo&budget=under-20-lakh&fuel=diesel,cng&transmission=manual&wheels=6,10&gvw=12-16-t&payload=5-10-t&sort=price-asc&page=3',
      ),
    ).toEqual({
      brandSlugs: ['eicher', 'tata-motors'],
      bodyTypes: ['cargo'],
      budget: 'under-20-lakh',
      fuelTypes: ['diesel', 'cng'],
      transmissionTypes: ['manual'],
      wheels: [6, 10],
      gvw: '12-16-t',
      payload: '5-10-t',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('accepts repeated parameters and removes duplicates', () => {
    expect(parse('fuel=electric&fuel=diesel&fuel=electric').fuelTypes).toEqual(['diesel', 'electric']);
  });

  it('drops unknown and invalid values', () => {
    const filters = parse(
      'brand=Tata%20Motors,<script>,ashok-leyland&bodyType=spaceship&budget=under-7-lakh&fuel=hydrogen&transmission=cvt&wheels=5,abc,22&gvw=1t&payload=huge&sort=random&page=-2',
    );
    expect(filters).toEqual({ ...emptyFilters(), brandSlugs: ['ashok-leyland'], wheels: [22] });
  });

  it.each(['0', '1.5', 'abc', '9999999'])('falls back to page 1 for page=%s', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it('validates the budget against the vertical', () => {
    expect(parse('budget=0-5-lakh', 'bus').budget).toBe('0-5-lakh');
    expect(parse('budget=0-5-lakh', 'truck').budget).toBeNull();
    expect(parse('bodyType=e-rickshaw', 'three-wheeler').bodyTypes).toEqual(['e-rickshaw']);
  });

  it('reads the spec\'s plural bus body types (bodyType=vans) as the data\'s singular', () => {
    expect(parse('bodyType=vans&bodyType=ambulance', 'bus').bodyTypes).toEqual(['van', 'ambulance']);
    expect(parse('bodyType=vanss', 'bus').bodyTypes).toEqual([]);
  });
});

describe('filtersToSearchParams', () => {
  it('omits defaults', () => {
    expect(filtersToSearchParams(emptyFilters()).toString()).toBe('');
  });

  it('writes parameters in a stable order with comma-joined lists', () => {
    const filters: VehicleFilters = {
      page: 2,
      sort: 'price-desc',
      payload: '1-2-t',
      gvw: '3.5-7.5-t',
      wheels: [10, 4],
      transmissionTypes: ['automatic', 'manual'],
      fuelTypes: ['electric', 'diesel'],
      budget: 'under-10-lakh',
      bodyTypes: ['pickup', 'mini'],
      brandSlugs: ['tata-motors', 'mahindra'],
    };
    expect(decodeURIComponent(filtersToSearchParams(filters).toString())).toBe(
      'brand=mahindra,tata-motors&bodyType=mini,pickup&budget=under-10-lakh&fuel=diesel,electric&transmission=manual,automatic&wheels=4,10&gvw=3.5-7.5-t&payload=1-2-t&sort=price-desc&page=2',
    );
  });

  it('drops invalid values that were put into the filters in code', () => {
    const filters = { ...emptyFilters(), budget: 'under-7-lakh', wheels: [3] };
    expect(filtersToSearchParams(filters).toString()).toBe('');
  });

  it('round-trips: reading back what was written gives the same filters', () => {
    const samples: VehicleFilters[] = [
      emptyFilters(),
      { ...emptyFilters(), brandSlugs: ['bharatbenz', 'eicher'], budget: 'above-50-lakh', sort: 'price-asc' },
      { ...emptyFilters(), fuelTypes: ['petrol', 'cng'], wheels: [4, 6, 22], gvw: 'above-49-t', page: 12 },
      {
        ...emptyFilters(),
        bodyTypes: ['dumper', 'trailer'],
        transmissionTypes: ['automatic'],
        payload: 'above-20-t',
        sort: 'price-desc',
      },
    ];
    for (const filters of samples) {
      expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    }
  });

  it('is stable: writing what was read gives the same URL for any input', () => {
    const queries = [
      'fuel=cng,diesel&brand=z-brand,a-brand&page=4',
      'sort=popularity&page=1&wheels=22,4,4',
      'budget=nonsense&gvw=16-25-t',
    ];
    for (const query of queries) {
      const once = filtersToSearchParams(parse(query)).toString();
      expect(filtersToSearchParams(parse(once)).toString()).toBe(once);
    }
  });
});
