import { screen } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { vehicleBrandFixture } from '@cvb/mfe-kit/src/testing/vehicle-brand-fixture';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { TrucksRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchFilterPage: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchVehicleBrands);
const mockedFilterPage = jest.mocked(fetchFilterPage);

const brand = (vertical: VehicleVertical) =>
  vehicleBrandFixture({ slug: 'tata-motors', name: 'Tata Motors', vertical });

describe('TrucksRoot', () => {
  beforeAll(registerCatalogTexts);

  it.each([
    ['/trucks', 'truck', 'Truck brands in India'],
    ['/trucks/brands', 'truck', 'Truck brands in India'],
  ] as Array<[string, VehicleVertical, string]>)(
    '%s lists %s brands from the API',
    async (path, vertical, heading) => {
      mockedFetch.mockResolvedValueOnce([brand(vertical)]);
      renderInRemote(<TrucksRoot />, { path });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Tata Motors' })).toHaveTextContent(
        '₹6.50 Lakh - ₹24.00 Lakh',
      );
      expect(mockedFetch).toHaveBeenLastCalledWith(
        vertical,
        expect.objectContaining({ _locale: 'en' }),
        expect.anything(),
      );
    },
  );

  it('/trucks/search shows the truck search page', async () => {
    mockedFilterPage.mockResolvedValueOnce({
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
      facets: {
        brands: [],
        bodyTypes: [],
        fuelTypes: [],
        transmissionTypes: [],
        budgets: [],
        wheels: [],
        gvw: [],
        payload: [],
      },
    });
    renderInRemote(<TrucksRoot />, { path: '/trucks/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search trucks' })).toBeInTheDocument();
    expect(
      await screen.findByText('Sorry, there are no model available in the above criteria.'),
    ).toBeInTheDocument();
    expect(mockedFilterPage).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'search' }),
      expect.anything(),
    );
  });

  it('shows the not-found message for a path it has no page for', () => {
    renderInRemote(<TrucksRoot />, { path: '/trucks/no-such-page' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
  });
});
