import { findCatalogListPage } from './catalog-list-pages';

describe('catalogListPages', () => {
  it("fixes the definition's dimension of each page's value: budget band, body type, fuel", () => {
    expect(findCatalogListPage('infra', 'backhoe-loaders')).toMatchObject({
      kind: 'type',
      path: '/infra/backhoe-loaders',
      fixedValues: { bodyTypes: ['backhoe-loader'] },
    });
    expect(findCatalogListPage('tractor', 'tractors-under-5-lakh')?.fixedValues).toEqual({
      budget: 'under-5-lakh',
    });
    expect(findCatalogListPage('tractor', 'mini-tractors')?.fixedValues).toEqual({ bodyTypes: ['mini'] });
    expect(findCatalogListPage('bus', 'cng-buses')?.fixedValues).toEqual({ fuelTypes: ['cng'] });
    expect(findCatalogListPage('tractor', 'popular-tractors')?.fixedValues).toEqual({});
  });
});
