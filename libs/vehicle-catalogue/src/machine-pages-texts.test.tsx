import { screen, waitFor } from '@testing-library/react';
import { Routes } from '@cvb/router';
import {
  fetchCities,
  fetchDealers,
  fetchFilterPage,
  fetchUsedVehicleAds,
  fetchVehicleBrands,
  fetchVehicleModels,
} from '@cvb/api-client';
import {
  verticalDefinition,
  type FacetCount,
  type FilterPageResponse,
  type LocaleCode,
  type VehicleVertical,
} from '@cvb/contracts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { catalogueRoutes } from './catalogue-routes';
import { filterPageFixture } from './testing/model-fixture';
import { JCB_3DX, MAHINDRA_575, machineSummary } from './model-page/machine-fixtures';
import { rawTextKeysOnPage } from './testing/raw-text-keys';
import { registerCatalogueTexts } from './register-catalogue-texts';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
  fetchVehicleBrands: jest.fn(),
  fetchVehicleModels: jest.fn(),
  fetchCities: jest.fn(),
  fetchDealers: jest.fn(),
  fetchUsedVehicleAds: jest.fn(),
}));

const LOCALES: readonly LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];

/** Every value of every dimension counted once, so the filter panel draws every group, band and option. */
function everyFacet(vertical: VehicleVertical): Record<string, FacetCount[]> {
  return Object.fromEntries(
    verticalDefinition(vertical).filters.map((dimension) => {
      const keys =
        dimension.kind === 'band'
          ? dimension.bands.map((band) => band.key)
          : dimension.kind === 'multi'
            ? dimension.options
            : [String(dimension.min), String(dimension.max)];
      return [dimension.key, keys.map((key) => ({ key, count: 1 }))];
    }),
  );
}

/** A search URL choosing the first value of every dimension (a chip each). */
function everyFirstValue(vertical: VehicleVertical): string {
  const params = new URLSearchParams();
  for (const dimension of verticalDefinition(vertical).filters) {
    const first =
      dimension.kind === 'band'
        ? dimension.bands[0]?.key
        : dimension.kind === 'multi'
          ? (dimension.options[0] ?? 'mahindra')
          : String(dimension.min);
    if (first) params.set(dimension.urlParam, first);
  }
  return params.toString();
}

function pageAnswer(vertical: VehicleVertical): FilterPageResponse {
  const machine = vertical === 'tractor' ? MAHINDRA_575 : JCB_3DX;
  const answer = filterPageFixture([machineSummary(machine)]);
  answer.facets = {
    brands: [{ slug: machine.brandSlug, name: machine.brandName, count: 1 }],
    dimensions: everyFacet(vertical),
  };
  return answer;
}

function pathsOf(vertical: 'tractor' | 'infra'): string[] {
  const { basePath, dealersPath, plural, listPages } = verticalDefinition(vertical);
  return [
    basePath,
    `${basePath}/search?${everyFirstValue(vertical)}`,
    `${basePath}/brands`,
    `${basePath}/compare`,
    `${basePath}/emi-calculator`,
    `${basePath}/used-${plural}`,
    dealersPath,
    ...listPages.map((page) => `${basePath}/${page.slug}`),
  ];
}

const CASES = (['tractor', 'infra'] as const).flatMap((vertical) =>
  pathsOf(vertical).map((path) => ({ vertical, path })),
);

describe('tractor and infra catalogue pages', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(fetchFilterPage).mockImplementation(async (vertical) => pageAnswer(vertical));
    jest
      .mocked(fetchVehicleBrands)
      .mockImplementation(async (vertical) => [
        vehicleBrandFixture({ slug: 'mahindra', name: 'Mahindra', vertical }),
      ]);
    jest.mocked(fetchVehicleModels).mockResolvedValue([]);
    jest.mocked(fetchCities).mockResolvedValue([{ slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' }]);
    jest.mocked(fetchDealers).mockResolvedValue({ items: [], total: 0 });
    jest.mocked(fetchUsedVehicleAds).mockResolvedValue({ ads: [], total: 0 });
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(CASES)('$path shows its texts, no raw text key', async ({ vertical, path }) => {
      renderInRemote(<Routes>{catalogueRoutes(vertical)}</Routes>, { path, locale });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
      expect(screen.queryByRole('heading', { name: /cant find the page/ })).toBeNull();
      expect(rawTextKeysOnPage()).toEqual([]);
    });
  });
});
