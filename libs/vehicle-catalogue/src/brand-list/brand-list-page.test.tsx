import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchVehicleBrands } from '@cvb/api-client';
import type { VehicleBrand } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { BrandListPage } from './brand-list-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchVehicleBrands);

const tata: VehicleBrand = {
  id: 1,
  slug: 'tata-motors',
  name: 'Tata Motors',
  vertical: 'truck',
  logo: '/api/media/logos/tata-motors.svg',
  popularity: 100,
  modelCount: 5,
  minPrice: 400_000,
  maxPrice: 6_000_000,
};

describe('BrandListPage', () => {
  beforeAll(registerCatalogueTexts);

  it('lists brands with model counts and lakh prices', async () => {
    mockedFetch.mockResolvedValueOnce([
      tata,
      { ...tata, id: 2, slug: 'volvo', name: 'Volvo', modelCount: 1, minPrice: null, maxPrice: null },
    ]);
    renderInRemote(<BrandListPage vertical="truck" />);
    expect(screen.getByRole('heading', { name: 'Truck brands in India' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Tata Motors' });
    expect(card).toHaveTextContent('5 models');
    expect(card).toHaveTextContent('₹4.00 Lakh - ₹60.00 Lakh');
    expect(screen.getByRole('article', { name: 'Volvo' })).toHaveTextContent('Price coming soon');
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      { _sort: 'popularity:DESC', _limit: -1, _locale: 'en' },
      expect.anything(),
    );
  });

  it('speaks Hindi under /hi', async () => {
    mockedFetch.mockResolvedValueOnce([tata]);
    renderInRemote(<BrandListPage vertical="truck" />, { locale: 'hi' });
    expect(screen.getByRole('heading', { name: 'भारत में ट्रक ब्रांड' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Motors' })).toHaveTextContent(
      '₹4.00 लाख - ₹60.00 लाख',
    );
  });

  it('shows an error with a retry that loads again', async () => {
    mockedFetch.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce([tata]);
    renderInRemote(<BrandListPage vertical="truck" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tata Motors' })).toBeInTheDocument();
  });

  it('says so when there are no brands', async () => {
    mockedFetch.mockResolvedValueOnce([]);
    renderInRemote(<BrandListPage vertical="infra" />);
    expect(await screen.findByText('No brands are listed here yet.')).toBeInTheDocument();
  });
});
