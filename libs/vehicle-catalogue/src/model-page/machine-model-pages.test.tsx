import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@cvb/router';
import {
  fetch360Status,
  fetchCities,
  fetchModelDetail,
  fetchPriceHistory,
  fetchReviews,
  fetchSimilarModels,
  fetchVariantDetail,
  postRecentlyViewed,
} from '@cvb/api-client';
import type { LocaleCode } from '@cvb/contracts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { rawTextKeysOnPage } from '../testing/raw-text-keys';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { VariantPage } from '../variant-page/variant-page';
import {
  JCB_3DX,
  MAHINDRA_575,
  SANY_SCC800A,
  SCHWING_AM6,
  machineDetail,
  machineSummary,
  machineVariantDetail,
} from './machine-fixtures';
import { ModelPage } from './model-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchModelDetail: jest.fn(),
  fetchPriceHistory: jest.fn(),
  fetchVariantDetail: jest.fn(),
  fetchSimilarModels: jest.fn(),
  fetchCities: jest.fn(),
  postRecentlyViewed: jest.fn(),
  fetchReviews: jest.fn(),
  fetch360Status: jest.fn(),
}));
const mockedDetail = jest.mocked(fetchModelDetail);
const mockedVariant = jest.mocked(fetchVariantDetail);

const LOCALES: readonly LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];

type Machine = typeof MAHINDRA_575;
const basePath = (machine: Machine) => (machine.vertical === 'tractor' ? '/tractors' : '/infra');

function renderModel(machine: Machine, locale: LocaleCode = 'en') {
  mockedDetail.mockResolvedValue(machineDetail(machine));
  return renderInRemote(
    <Routes>
      <Route
        path={`${basePath(machine)}/:brandSlug/:modelSlug`}
        element={<ModelPage vertical={machine.vertical} />}
      />
    </Routes>,
    { path: `${basePath(machine)}/${machine.brandSlug}/${machine.slug}`, locale },
  );
}

function renderVariant(machine: Machine, locale: LocaleCode = 'en') {
  mockedVariant.mockResolvedValue(machineVariantDetail(machine));
  return renderInRemote(
    <Routes>
      <Route
        path={`${basePath(machine)}/:brandSlug/:modelSlug/:variantSlug`}
        element={<VariantPage vertical={machine.vertical} />}
      />
    </Routes>,
    { path: `${basePath(machine)}/${machine.brandSlug}/${machine.slug}/std`, locale },
  );
}

const keySpecs = async () => screen.findByRole('table', { name: 'Key specifications' });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

describe('tractor and construction-machine pages', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(fetchSimilarModels).mockResolvedValue([machineSummary(MAHINDRA_575)]);
    jest.mocked(fetchCities).mockResolvedValue([{ slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' }]);
    jest.mocked(postRecentlyViewed).mockResolvedValue(undefined);
    // The price history block: no change, so nothing shown (its own test: price-history.test.tsx).
    jest.mocked(fetchPriceHistory).mockResolvedValue({ changed: false, updatedOn: null, variants: [] });
    jest.mocked(fetch360Status).mockResolvedValue({ available: false, frameCount: 0 });
    jest.mocked(fetchReviews).mockImplementation(async () => {
      const { reviewSummary } = machineDetail(MAHINDRA_575);
      return { summary: reviewSummary, reviews: [], total: 0 };
    });
  });

  it("shows a tractor's own specs from extraSpecs: PTO power, lift, cylinders, gearbox and drive", async () => {
    renderModel(MAHINDRA_575);
    const specs = await keySpecs();
    expect(within(specs).getByRole('row', { name: 'Power 45 hp' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'PTO power 39.8 hp' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Lifting capacity 1,500 kg' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Cylinders 4' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Gearbox 8 F + 2 R' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Drive 4WD' })).toBeInTheDocument();
    expect(within(specs).queryByRole('rowheader', { name: /Gross vehicle weight/ })).toBeNull();
    const similar = await screen.findByRole('article', { name: 'Mahindra 575 DI' });
    expect(similar).toHaveTextContent('45 hp · 4WD');
  });

  it('shows the spec rows of each equipment type only', async () => {
    const { unmount } = renderModel(JCB_3DX);
    let specs = await keySpecs();
    expect(within(specs).getByRole('row', { name: 'Operating weight 8,040 kg' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Bucket capacity 1.1 m³' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Maximum digging depth 4,770 mm' })).toBeInTheDocument();
    expect(rowNames(specs)).not.toContain('Maximum lifting capacity');
    unmount();

    renderModel(SANY_SCC800A);
    specs = await keySpecs();
    expect(
      within(specs).getByRole('row', { name: 'Maximum lifting capacity 80,000 kg' }),
    ).toBeInTheDocument();
    expect(rowNames(specs)).not.toContain('Bucket capacity');
    expect(rowNames(specs)).not.toContain('Maximum digging depth');
  });

  it("keeps every row of the type on a variant's full specifications, and none of another type", async () => {
    renderVariant(SCHWING_AM6);
    const specs = await screen.findByRole('table', { name: 'Full specifications' });
    expect(within(specs).getByRole('row', { name: 'Body type Transit mixer' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Drum capacity 6 m³' })).toBeInTheDocument();
    expect(rowNames(specs)).not.toContain('Bucket capacity');
    expect(rowNames(specs)).not.toContain('Maximum lifting capacity');
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each([MAHINDRA_575, JCB_3DX])('shows no raw text key on the model page of $name', async (machine) => {
      renderModel(machine, locale);
      expect(await screen.findByRole('heading', { level: 1, name: machine.name })).toBeInTheDocument();
      // The similar vehicles answer last: their cards (with key facts) are on the page too.
      await screen.findByRole('article', { name: MAHINDRA_575.name });
      expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
      expect(rawTextKeysOnPage()).toEqual([]);
    });

    it.each([MAHINDRA_575, SANY_SCC800A])(
      'shows no raw text key on a variant page of $name',
      async (machine) => {
        renderVariant(machine, locale);
        expect(
          await screen.findByRole('heading', { level: 1, name: `${machine.name} STD` }),
        ).toBeInTheDocument();
        expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
        expect(rawTextKeysOnPage()).toEqual([]);
      },
    );
  });
});
