import { screen, within } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '@cvb/vehicle-catalogue';
import { filterPageFixture, modelFixture } from '@cvb/vehicle-catalogue/testing';
import { BusesRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchFilterPage: jest.fn(),
}));
const mockedBrands = jest.mocked(fetchVehicleBrands);
const mockedFilterPage = jest.mocked(fetchFilterPage);

const ambulance = modelFixture({
  vertical: 'bus',
  slug: 'winger-ambulance',
  name: 'Tata Winger Ambulance',
  bodyType: 'ambulance',
  wheels: null,
  gvwKg: null,
  payloadKg: null,
});

describe('BusesRoot', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    mockedBrands.mockResolvedValue([
      vehicleBrandFixture({ slug: 'tata-motors', name: 'Tata Motors', vertical: 'bus' }),
    ]);
    mockedFilterPage.mockResolvedValue(filterPageFixture([ambulance]));
  });

  it('/buses is the buses landing with the bus budget and type pages', async () => {
    renderInRemote(<BusesRoot />, { path: '/buses' });
    expect(screen.getByRole('heading', { level: 1, name: 'Buses in India' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search buses' })).toHaveAttribute('href', '/buses/search');
    const byType = screen.getByRole('region', { name: 'Buses by type' });
    expect(within(byType).getByRole('link', { name: 'School buses' })).toHaveAttribute(
      'href',
      '/buses/school-buses',
    );
    expect(await screen.findByRole('region', { name: 'Top bus brands' })).toBeInTheDocument();
  });

  it('/buses/search?bodyType=ambulance asks buses/filter-page for ambulances and names them', async () => {
    renderInRemote(<BusesRoot />, { path: '/buses/search?bodyType=ambulance' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search buses' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Winger Ambulance' })).toBeInTheDocument();
    expect(screen.getByText('1 bus found')).toBeInTheDocument();
    expect(mockedFilterPage).toHaveBeenCalledWith(
      'bus',
      expect.objectContaining({ pageType: 'search', bodyTypes: 'ambulance' }),
      expect.anything(),
    );
  });

  it('/buses/buses-under-1-crore is the budget page', async () => {
    renderInRemote(<BusesRoot />, { path: '/buses/buses-under-1-crore' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Buses under ₹1/ })).toBeInTheDocument();
    expect(mockedFilterPage).toHaveBeenCalledWith(
      'bus',
      expect.objectContaining({ pageType: 'buses-under-1-crore' }),
      expect.anything(),
    );
  });

  it('speaks Hindi under /hi', async () => {
    renderInRemote(<BusesRoot />, { path: '/buses/electric-buses', locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'इलेक्ट्रिक बसें' })).toBeInTheDocument();
  });

  it('shows the not-found page for a path it has no page for', () => {
    renderInRemote(<BusesRoot />, { path: '/buses/tata-motors/starbus/no/such/page' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toBeInTheDocument();
  });
});
