import { indianStateBySlug, INDIAN_STATES } from './indian-states';
import {
  usedAdIdOfSegment,
  usedAdPath,
  usedBrandPath,
  usedStatePath,
  usedVerticalOfSegment,
} from './used-paths';

describe('used-vehicle paths', () => {
  it('names an ad by brand, model, year and city, and ends with its id', () => {
    const path = usedAdPath({
      id: 123,
      vertical: 'tractor',
      brand: 'Mahindra',
      model: '575 DI',
      year: 2019,
      city: 'Pune',
    });
    expect(path).toBe('/used-tractors/mahindra-575-di-2019-pune-123');
    expect(usedAdIdOfSegment(path.split('/')[2] ?? '')).toBe(123);
    const named = {
      id: 9,
      vertical: 'tractor',
      brand: 'Mahindra',
      model: 'Mahindra 575 DI',
      year: 2019,
      city: 'Pune',
    } as const;
    expect(usedAdPath(named)).toBe('/used-tractors/mahindra-575-di-2019-pune-9');
  });

  it('keeps a path readable when the seller wrote in Devanagari', () => {
    expect(
      usedAdPath({ id: 7, vertical: 'truck', brand: 'टाटा', model: 'ऐस', year: 2020, city: 'Indore' }),
    ).toBe('/used-trucks/2020-indore-7');
  });

  it('tells a state page from an ad: no state slug ends in an id', () => {
    for (const state of INDIAN_STATES) expect(usedAdIdOfSegment(state.slug)).toBeUndefined();
    expect(indianStateBySlug('tamil-nadu')?.name).toBe('Tamil Nadu');
    expect(indianStateBySlug('atlantis')).toBeUndefined();
    expect(usedAdIdOfSegment('tata-ace-2020-pune-0')).toBeUndefined();
    expect(usedAdIdOfSegment('tata-ace-2020-pune-99999999999')).toBeUndefined();
  });

  it('builds state and brand pages and reads the vertical back', () => {
    expect(usedStatePath('bus', 'maharashtra')).toBe('/used-buses/maharashtra');
    expect(usedBrandPath('three-wheeler', 'bajaj')).toBe('/used-three-wheelers/brand/bajaj');
    expect(usedVerticalOfSegment('used-infra')).toBe('infra');
    expect(usedVerticalOfSegment('used-cars')).toBeUndefined();
  });
});
