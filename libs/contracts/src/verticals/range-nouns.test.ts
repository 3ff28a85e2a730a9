import { LOCALE_CODES, VEHICLE_VERTICALS } from '../verticals';
import { RANGE_NOUNS } from './range-nouns';
import { ALL_VERTICAL_DEFINITIONS } from './registry';

describe('range nouns', () => {
  it('name every vertical’s range in all six locales, each vertical differently in English', () => {
    expect(Object.keys(RANGE_NOUNS).sort()).toEqual([...VEHICLE_VERTICALS].sort());
    for (const vertical of VEHICLE_VERTICALS) {
      expect(Object.keys(RANGE_NOUNS[vertical]).sort()).toEqual([...LOCALE_CODES].sort());
      for (const code of LOCALE_CODES) expect(RANGE_NOUNS[vertical][code].trim()).not.toBe('');
    }
    const english = VEHICLE_VERTICALS.map((vertical) => RANGE_NOUNS[vertical].en);
    expect(new Set(english).size).toBe(english.length);
    expect(RANGE_NOUNS.bus.te).toBe('బస్సుల');
  });

  it('stay out of the definitions every browser downloads', () => {
    for (const definition of ALL_VERTICAL_DEFINITIONS)
      expect(JSON.stringify(definition)).not.toMatch(/[\u0900-\u0c7f]/);
  });
});
