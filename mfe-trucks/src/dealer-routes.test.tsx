import { screen } from '@testing-library/react';
import { fetchCities, fetchDealers } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '@cvb/vehicle-catalogue';
import { TrucksRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchDealers: jest.fn(),
  fetchCities: jest.fn(),
}));

describe('TrucksRoot dealer routes', () => {
  beforeAll(registerCatalogueTexts);

  it('/trucks/truck-dealers/:brand/:city asks for that brand in that city', async () => {
    jest.mocked(fetchCities).mockResolvedValue([{ slug: 'pune', name: 'Pune', state: 'Maharashtra' }]);
    jest.mocked(fetchDealers).mockResolvedValue({ items: [], total: 0 });
    renderInRemote(<TrucksRoot />, { path: '/trucks/truck-dealers/eicher/pune' });
    expect(
      await screen.findByText(
        'No dealers available for your current city or brand; change the city or choose a different brand.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Eicher dealers in Pune' })).toBeInTheDocument();
    expect(fetchDealers).toHaveBeenCalledWith(
      'truck',
      { brandSlug: 'eicher', citySlug: 'pune' },
      expect.anything(),
    );
  });
});
