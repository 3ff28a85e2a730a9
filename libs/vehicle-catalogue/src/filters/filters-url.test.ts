import type { VehicleVertical } from '@cvb/contracts';
import { filtersFromSearchParams, filtersToApiParams, filtersToSearchParams } from './filters-url';
import { emptyFilters, type VehicleFilters } from './vehicle-filters';

function parse(query: string, vertical: VehicleVertical = 'truck'): VehicleFilters {
  return filtersFromSearchParams(new URLSearchParams(query), vertical);
}
const withValues = (
  values: VehicleFilters['values'],
  rest: Partial<VehicleFilters> = {},
): VehicleFilters => ({
  ...emptyFilters(),
  ...rest,
  values,
});

describe('filtersFromSearchParams', () => {
  it('gives empty filters for an empty URL', () => {
    expect(parse('')).toEqual(emptyFilters());
  });

  it('reads every truck dimension under its URL name', () => {
    expect(
      parse(
        'brand=tata-motors,eicher&bodyType=cargo&budget=under-20-lakh&fuel=diesel,cng&transmission=manual&wheels=6,10&gvw=12-16-t&payload=5-10-t&sort=price-asc&page=3',
      ),
    ).toEqual(
      withValues(
        {
          brandSlugs: ['eicher', 'tata-motors'],
          bodyTypes: ['cargo'],
          budget: 'under-20-lakh',
          fuelTypes: ['diesel', 'cng'],
          transmissionTypes: ['manual'],
          wheels: ['6', '10'],
          gvw: '12-16-t',
          payload: '5-10-t',
        },
        { sort: 'price-asc', page: 3 },
      ),
    );
  });

  it("reads a tractor's own dimensions: HP band, drive, lifting capacity, cylinders", () => {
    expect(parse('hp=41-50-hp&drive=4wd&lift=1500-2000-kg&cylinders=3', 'tractor').values).toEqual({
      hp: '41-50-hp',
      drives: ['4wd'],
      liftKg: '1500-2000-kg',
      cylinders: ['3'],
    });
  });

  it('accepts repeated parameters and removes duplicates', () => {
    expect(parse('fuel=electric&fuel=diesel&fuel=electric').values['fuelTypes']).toEqual([
      'electric',
      'diesel',
    ]);
  });

  it('drops unknown and invalid values, and dimensions of other verticals', () => {
    const filters = parse(
      'brand=Tata%20Motors,<script>,ashok-leyland&bodyType=spaceship&budget=under-7-lakh&fuel=hydrogen&transmission=cvt&wheels=5,abc,22&gvw=1t&payload=huge&hp=41-50-hp&sort=random&page=-2',
    );
    expect(filters).toEqual(withValues({ brandSlugs: ['ashok-leyland'], wheels: ['5', '22'] }));
  });

  it.each(['0', '1.5', 'abc', '9999999'])('falls back to page 1 for page=%s', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it('validates the budget against the vertical', () => {
    expect(parse('budget=0-5-lakh', 'bus').values['budget']).toBe('0-5-lakh');
    expect(parse('budget=0-5-lakh', 'truck').values['budget']).toBeUndefined();
    expect(parse('bodyType=e-rickshaw', 'three-wheeler').values['bodyTypes']).toEqual(['e-rickshaw']);
  });

  it("reads the spec's plural bus body types (bodyType=vans) as the data's singular", () => {
    expect(parse('bodyType=vans&bodyType=ambulance', 'bus').values['bodyTypes']).toEqual([
      'van',
      'ambulance',
    ]);
    expect(parse('bodyType=vanss', 'bus').values['bodyTypes']).toBeUndefined();
  });
});

describe('filtersToSearchParams', () => {
  it('omits defaults', () => {
    expect(filtersToSearchParams(emptyFilters(), 'truck').toString()).toBe('');
  });

  it("writes parameters in the definition's order with comma-joined lists", () => {
    const filters = withValues(
      {
        payload: '1-2-t',
        gvw: '3.5-7.5-t',
        wheels: ['4', '10'],
        transmissionTypes: ['manual', 'automatic'],
        fuelTypes: ['diesel', 'electric'],
        budget: 'under-10-lakh',
        bodyTypes: ['mini', 'pickup'],
        brandSlugs: ['tata-motors', 'mahindra'],
      },
      { page: 2, sort: 'price-desc' },
    );
    expect(decodeURIComponent(filtersToSearchParams(filters, 'truck').toString())).toBe(
      'brand=mahindra,tata-motors&bodyType=mini,pickup&budget=under-10-lakh&fuel=diesel,electric&transmission=manual,automatic&wheels=4,10&gvw=3.5-7.5-t&payload=1-2-t&sort=price-desc&page=2',
    );
  });

  it('drops invalid values that were put into the filters in code', () => {
    expect(
      filtersToSearchParams(withValues({ budget: 'under-7-lakh', wheels: ['3'] }), 'truck').toString(),
    ).toBe('');
  });

  it('round-trips: reading back what was written gives the same filters', () => {
    const samples: [VehicleFilters, VehicleVertical][] = [
      [emptyFilters(), 'truck'],
      [
        withValues({ brandSlugs: ['bharatbenz', 'eicher'], budget: 'above-50-lakh' }, { sort: 'price-asc' }),
        'truck',
      ],
      [
        withValues(
          { fuelTypes: ['petrol', 'cng'], wheels: ['4', '6', '22'], gvw: 'above-49-t' },
          { page: 12 },
        ),
        'truck',
      ],
      [withValues({ hp: '41-50-hp', drives: ['4wd'], ptoHp: 'above-50-hp' }), 'tractor'],
      [withValues({ bodyTypes: ['backhoe-loader'], operatingWeight: '5-10-t', digDepth: '4-6-m' }), 'infra'],
    ];
    for (const [filters, vertical] of samples) {
      expect(filtersFromSearchParams(filtersToSearchParams(filters, vertical), vertical)).toEqual(filters);
    }
  });

  it('is stable: writing what was read gives the same URL for any input', () => {
    for (const query of [
      'fuel=cng,diesel&brand=z-brand,a-brand&page=4',
      'sort=popularity&page=1&wheels=22,4,4',
    ]) {
      const once = filtersToSearchParams(parse(query), 'truck').toString();
      expect(filtersToSearchParams(parse(once), 'truck').toString()).toBe(once);
    }
  });
});

describe('filtersToApiParams', () => {
  it("names each dimension by its key in the API call: a tractor's HP band and drives", () => {
    expect(filtersToApiParams(withValues({ hp: '41-50-hp', drives: ['4wd'] }), 'tractor')).toEqual({
      hp: '41-50-hp',
      drives: '4wd',
      sort: 'popularity',
      page: 1,
    });
    expect(filtersToApiParams(withValues({ brandSlugs: ['eicher'], wheels: ['6'] }), 'truck')).toEqual({
      brandSlugs: 'eicher',
      wheels: '6',
      sort: 'popularity',
      page: 1,
    });
  });
});
