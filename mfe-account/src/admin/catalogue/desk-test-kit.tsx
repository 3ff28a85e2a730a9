import { Route, Routes } from '@cvb/router';
import {
  closeDeskDealer,
  createDeskBrand,
  createDeskDealer,
  createDeskModel,
  fetchDeskBrand,
  fetchDeskBrands,
  fetchDeskDealers,
  fetchDeskHistory,
  fetchDeskModel,
  importDeskPrices,
  launchDeskModel,
  publishDeskModel,
  restoreDeskVersion,
  saveDeskDraft,
  searchCatalogueDesk,
  updateDeskBrand,
  updateDeskDealer,
  uploadDeskPicture,
} from '@cvb/api-client';
import type { LocaleCode } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { adminTexts } from '../admin-texts';
import { CatalogueDesk } from './catalogue-desk';
import { TATA } from './desk-fixtures';

/** The mocked calls of `deskApiMock()`; the test file must mock `@cvb/api-client` with it. */
export const desk = {
  brands: jest.mocked(fetchDeskBrands),
  search: jest.mocked(searchCatalogueDesk),
  create: jest.mocked(createDeskModel),
  fetchModel: jest.mocked(fetchDeskModel),
  history: jest.mocked(fetchDeskHistory),
  launch: jest.mocked(launchDeskModel),
  publish: jest.mocked(publishDeskModel),
  restore: jest.mocked(restoreDeskVersion),
  save: jest.mocked(saveDeskDraft),
  upload: jest.mocked(uploadDeskPicture),
  createBrand: jest.mocked(createDeskBrand),
  fetchBrand: jest.mocked(fetchDeskBrand),
  updateBrand: jest.mocked(updateDeskBrand),
  dealers: jest.mocked(fetchDeskDealers),
  createDealer: jest.mocked(createDeskDealer),
  updateDealer: jest.mocked(updateDeskDealer),
  closeDealer: jest.mocked(closeDeskDealer),
  importPrices: jest.mocked(importDeskPrices),
};

/** History entries name no brand or model. */
export const NO_NAMES = { brands: {}, models: {} };

/** Before each test: fresh mocks, the desk's texts, Tata as the one brand, no search hits and an empty history. */
export function prepareDeskTests(): void {
  jest.setTimeout(30_000);
  beforeEach(() => {
    jest.resetAllMocks();
    registerNamespace('admin', adminTexts);
    desk.brands.mockResolvedValue({ brands: [TATA] });
    desk.search.mockResolvedValue({ hits: [], total: 0, page: 1, pageSize: 20 });
    desk.history.mockResolvedValue({ entries: [], names: NO_NAMES });
  });
}

/** The catalogue desk at this path, in this language. */
export function openDesk(path: string, locale: LocaleCode = 'en') {
  return renderInRemote(
    <Routes>
      <Route path="/admin/catalogue/*" element={<CatalogueDesk />} />
    </Routes>,
    { path, locale },
  );
}
