import { cleanDimension, commaList, dimensionValueProblem } from './filter-codec';
import { ALL_VERTICAL_DEFINITIONS } from './registry';
import type { FilterDimension } from './types';

/** Values a URL may carry for a dimension: its own, neighbours of its limits, and junk. */
function candidates(dimension: FilterDimension): string[] {
  const own =
    dimension.kind === 'multi'
      ? [...dimension.options, 'tata-motors']
      : dimension.kind === 'band'
        ? dimension.bands.map((band) => band.key)
        : [dimension.min, dimension.max, dimension.max + 1, 12345, 123456, 1234567].map(String);
  return [...own, 'Not A Slug', '-1', '', 'drop table'];
}

describe('the filter codec', () => {
  it('splits repeated and comma-joined values once, trimmed, each value once', () => {
    expect(commaList(['a, b', 'b', ' ,c'])).toEqual(['a', 'b', 'c']);
    expect(commaList('x,,y')).toEqual(['x', 'y']);
    expect(commaList(null)).toEqual([]);
  });

  it('keeps in the browser exactly the values the API accepts, for every dimension of every vertical', () => {
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      for (const dimension of definition.filters) {
        for (const value of candidates(dimension)) {
          const kept = cleanDimension(dimension, [value]);
          const keptValues = kept === null ? [] : typeof kept === 'string' ? [kept] : kept;
          const accepted = value !== '' && dimensionValueProblem(dimension, value) === null;
          expect({
            dimension: `${definition.key}.${dimension.key}`,
            value,
            kept: keptValues.length > 0,
          }).toEqual({
            dimension: `${definition.key}.${dimension.key}`,
            value,
            kept: accepted,
          });
        }
      }
    }
  });

  it('accepts a range value of five digits inside the limits on both sides', () => {
    const range = ALL_VERTICAL_DEFINITIONS.flatMap((definition) => definition.filters).find(
      (dimension) => dimension.kind === 'range',
    );
    if (range?.kind !== 'range') throw new Error('expected a range dimension');
    const wide: FilterDimension = { ...range, max: 50000 };
    expect(dimensionValueProblem(wide, '42000')).toBeNull();
    expect(cleanDimension(wide, ['42000'])).toEqual(['42000']);
    expect(dimensionValueProblem(wide, '60000')).toMatch(/not a whole number from/);
    expect(cleanDimension(wide, ['60000'])).toEqual([]);
  });
});
