import { screen } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '@cvb/vehicle-catalogue';
import { filterPageFixture, modelFixture } from '@cvb/vehicle-catalogue/testing';
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
  beforeAll(registerCatalogueTexts);

  it.each([['/trucks/brands', 'truck', 'Truck brands in India']] as Array<[string, VehicleVertical, string]>)(
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
    mockedFilterPage.mockResolvedValueOnce(filterPageFixture([]));
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

  it('/trucks shows the trucks landing', async () => {
    mockedFetch.mockResolvedValue([brand('truck')]);
    mockedFilterPage.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderInRemote(<TrucksRoot />, { path: '/trucks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trucks in India' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Top truck brands' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article', { name: 'Tata Ace Gold' })).not.toHaveLength(0);
  });

  it('/trucks/trucks-under-10-lakh shows the budget list page', async () => {
    mockedFilterPage.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderInRemote(<TrucksRoot />, { path: '/trucks/trucks-under-10-lakh' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trucks under ₹10 Lakh' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(mockedFilterPage).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'trucks-under-10-lakh', budget: 'under-10-lakh' }),
      expect.anything(),
    );
  });

  it('/trucks/upcoming-trucks shows the upcoming list page', async () => {
    mockedFilterPage.mockResolvedValue(filterPageFixture([]));
    renderInRemote(<TrucksRoot />, { path: '/trucks/upcoming-trucks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming trucks' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming trucks in the criteria')).toBeInTheDocument();
  });

  it('/trucks/tata-motors shows the brand page', async () => {
    mockedFetch.mockResolvedValue([brand('truck')]);
    mockedFilterPage.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderInRemote(<TrucksRoot />, { path: '/trucks/tata-motors' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Motors trucks' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
  });

  it('shows the not-found message for a path it has no page for', async () => {
    mockedFetch.mockResolvedValue([brand('truck')]);
    renderInRemote(<TrucksRoot />, { path: '/trucks/no-such-page' });
    expect(
      await screen.findByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
  });
});
