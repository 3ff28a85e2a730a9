/**
 * `@cvb/api-client` with the catalogue desk's calls as jest.fn(), everything else real. jest.mock is hoisted per file,
 * so each desk test keeps its own `jest.mock('@cvb/api-client', …)` and loads this factory with `jest.requireActual`.
 */
export function deskApiMock() {
  return {
    ...jest.requireActual<typeof import('@cvb/api-client')>('@cvb/api-client'),
    closeDeskDealer: jest.fn(),
    createDeskBrand: jest.fn(),
    createDeskDealer: jest.fn(),
    createDeskModel: jest.fn(),
    fetchDeskBrand: jest.fn(),
    fetchDeskBrands: jest.fn(),
    fetchDeskDealers: jest.fn(),
    fetchDeskHistory: jest.fn(),
    fetchDeskModel: jest.fn(),
    importDeskPrices: jest.fn(),
    launchDeskModel: jest.fn(),
    publishDeskModel: jest.fn(),
    restoreDeskVersion: jest.fn(),
    saveDeskDraft: jest.fn(),
    searchCatalogueDesk: jest.fn(),
    updateDeskBrand: jest.fn(),
    updateDeskDealer: jest.fn(),
    uploadDeskPicture: jest.fn(),
  };
}
