import { findCatalogueListPage } from './catalogue-list-pages';

describe('catalogueListPages', () => {
  it("fixes the definition's dimension of each page's value: budget band, body type, fuel", () => {
    expect(findCatalogueListPage('infra', 'backhoe-loaders')).toMatchObject({
      kind: 'type',
      path: '/infra/backhoe-loaders',
      fixedValues: { bodyTypes: ['backhoe-loader'] },
    });
    expect(findCatalogueListPage('tractor', 'tractors-under-5-lakh')?.fixedValues).toEqual({
      budget: 'under-5-lakh',
    });
    expect(findCatalogueListPage('tractor', 'mini-tractors')?.fixedValues).toEqual({ bodyTypes: ['mini'] });
    expect(findCatalogueListPage('bus', 'cng-buses')?.fixedValues).toEqual({ fuelTypes: ['cng'] });
    expect(findCatalogueListPage('tractor', 'popular-tractors')?.fixedValues).toEqual({});
  });
});
