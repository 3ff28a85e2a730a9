import { VEHICLE_VERTICALS } from '../verticals';
import { bandsTile, inBand } from './bands';
import { emiOf } from './common';
import { dimensionsFromParams, dimensionsToParams, type DimensionValues } from './filter-codec';
import { ALL_VERTICAL_DEFINITIONS, VERTICAL_DEFINITIONS, canonicalOfShortForm, ownedPaths } from './registry';
import type { FilterDimension } from './types';

/** A non-empty choice of each dimension, e.g. the first two options, the last band, two wheel counts. */
function sampleValue(dimension: FilterDimension): readonly string[] | string {
  switch (dimension.kind) {
    case 'multi':
      return dimension.options.length === 0 ? ['tata-motors', 'eicher'] : dimension.options.slice(0, 2);
    case 'band':
      return dimension.bands[dimension.bands.length - 1]?.key ?? '';
    case 'range':
      return [String(dimension.min), String(dimension.max)];
  }
}

describe('vertical definitions', () => {
  it('has one definition per vehicle vertical, each under its own key', () => {
    expect(Object.keys(VERTICAL_DEFINITIONS).sort()).toEqual([...VEHICLE_VERTICALS].sort());
    for (const [key, definition] of Object.entries(VERTICAL_DEFINITIONS)) expect(definition.key).toBe(key);
  });

  it('owns every path once across all verticals, and no list page is a reserved slug', () => {
    const paths = ALL_VERTICAL_DEFINITIONS.flatMap(ownedPaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      for (const page of definition.listPages) expect(definition.reservedSlugs).not.toContain(page.slug);
      for (const path of ownedPaths(definition)) expect(path.startsWith(definition.basePath)).toBe(true);
    }
  });

  it('sends each short form to a page its vertical owns, and short forms are no canonical page', () => {
    const owned = new Set(ALL_VERTICAL_DEFINITIONS.flatMap(ownedPaths));
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      for (const [short, canonical] of Object.entries(definition.shortForms)) {
        expect(owned.has(canonical)).toBe(true);
        expect(owned.has(short)).toBe(false);
        expect(canonicalOfShortForm(short)).toBe(canonical);
      }
    }
    expect(canonicalOfShortForm('/popular-buses')).toBe('/buses/popular-buses');
    expect(canonicalOfShortForm('/bus-dealers/tata-motors/pune')).toBe('/buses/bus-dealers/tata-motors/pune');
    expect(canonicalOfShortForm('/bus-dealersx')).toBeNull();
    expect(canonicalOfShortForm('/trucks/popular-trucks')).toBeNull();
  });

  it('has budget tiles that cover every price exactly once, and every band key is unique', () => {
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      const tiles = definition.budgetTiles.map((key) =>
        definition.budgetBands.find((band) => band.key === key),
      );
      expect(tiles.every((band) => band !== undefined)).toBe(true);
      expect(bandsTile(tiles.flatMap((band) => (band ? [band] : [])))).toBe(true);
      const keys = definition.budgetBands.map((band) => band.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('has contiguous bands in every band dimension other than budget', () => {
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      for (const dimension of definition.filters) {
        if (dimension.kind === 'band' && dimension.key !== 'budget')
          expect(bandsTile(dimension.bands)).toBe(true);
      }
    }
  });

  it('gives every budget and type list page a band or type of its own vertical', () => {
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      for (const page of definition.listPages) {
        if (page.kind === 'budget')
          expect(definition.budgetBands.map((band) => band.key)).toContain(page.key);
        if (page.kind === 'type') expect(definition.bodyTypes).toContain(page.key);
        if (page.kind === 'fuel') expect(definition.fuels).toContain(page.key);
      }
    }
  });

  it('encodes and decodes every dimension of every vertical through the URL', () => {
    for (const definition of ALL_VERTICAL_DEFINITIONS) {
      const keys = definition.filters.map((dimension) => dimension.urlParam);
      expect(new Set(keys).size).toBe(keys.length);
      for (const dimension of definition.filters) {
        const values: DimensionValues = { [dimension.key]: sampleValue(dimension) };
        const params = dimensionsToParams(definition, values);
        const url = new URLSearchParams(params.toString());
        const back = dimensionsFromParams(definition, url);
        expect(back[dimension.key]).toEqual(values[dimension.key]);
      }
    }
  });

  it('drops values a dimension does not know', () => {
    const bus = VERTICAL_DEFINITIONS.bus;
    const back = dimensionsFromParams(
      bus,
      new URLSearchParams('bodyType=ambulance,mini&budget=under-1-crore&seats=9-9'),
    );
    expect(back['bodyTypes']).toEqual(['ambulance']);
    expect(back['budget']).toBe('under-1-crore');
    expect(back['seats']).toBeNull();
  });

  it('puts a price on a boundary in the upper band', () => {
    const band = VERTICAL_DEFINITIONS.bus.budgetBands.find((candidate) => candidate.key === '5-10-lakh');
    expect(band && inBand(band, 500_000)).toBe(true);
    expect(band && inBand(band, 1_000_000)).toBe(false);
    const under = VERTICAL_DEFINITIONS.bus.budgetBands.find((candidate) => candidate.key === 'under-1-crore');
    expect(under).toEqual({ key: 'under-1-crore', min: null, max: 10_000_000 });
  });

  it('computes the EMI of the footnote loan', () => {
    expect(Math.round(emiOf(1_000_000, 12.57, 84))).toBe(17_959);
    expect(emiOf(840, 0, 84)).toBe(10);
  });
});
