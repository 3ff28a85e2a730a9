import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchVehicleBrands } from '@cvb/api-client';
import type { VehicleBrand, VehicleVertical } from '@cvb/contracts';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { BrandsCarousel } from './brands-carousel';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const mockedFetch = jest.mocked(fetchVehicleBrands);

const shellTexts = { en, hi } as unknown as NamespaceResources;
beforeAll(() => registerNamespace('shell', shellTexts));

const brand = (vertical: VehicleVertical, slug: string, name: string, modelCount: number): VehicleBrand => ({
  id: name.length,
  slug,
  name,
  vertical,
  logo: `/api/media/logos/${slug}.svg`,
  popularity: 90,
  modelCount,
  minPrice: 400_000,
  maxPrice: 1_400_000,
});

const BRANDS: Partial<Record<VehicleVertical, VehicleBrand[]>> = {
  truck: [
    brand('truck', 'tata-motors', 'Tata Motors', 24),
    brand('truck', 'ashok-leyland', 'Ashok Leyland', 19),
  ],
  tractor: [brand('tractor', 'mahindra', 'Mahindra', 18), brand('tractor', 'swaraj', 'Swaraj', 1)],
};

describe('brands carousel', () => {
  beforeEach(() => mockedFetch.mockReset());

  it('shows a skeleton, then the most popular truck brands; the Tractors tab shows tractor brands', async () => {
    mockedFetch.mockImplementation(async (vertical) => BRANDS[vertical] ?? []);
    renderInRemote(<BrandsCarousel />, { locale: 'en', path: '/' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Popular brands' });
    expect(within(section).getByRole('link', { name: 'Tata Motors 24 models' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors',
    );
    expect(screen.getByRole('link', { name: 'All truck brands' })).toHaveAttribute('href', '/trucks/brands');
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ _sort: 'popularity:DESC' }),
      expect.anything(),
    );

    const tabs = screen.getByRole('group', { name: 'Popular brands' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'Tractors' }));
    expect(await screen.findByRole('link', { name: 'Swaraj 1 model' })).toHaveAttribute(
      'href',
      '/tractors/swaraj',
    );
    expect(screen.queryByRole('link', { name: /Tata Motors/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tractor brands' })).toHaveAttribute(
      'href',
      '/tractors/brands',
    );
  });

  it('shows an error panel when the API fails, and Retry loads the brands', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementation(async (vertical) => BRANDS[vertical] ?? []);
    renderInRemote(<BrandsCarousel />, { locale: 'en', path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).not.toHaveTextContent('Network Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const section = await screen.findByRole('region', { name: 'Popular brands' });
    expect(within(section).getByRole('link', { name: 'Ashok Leyland 19 models' })).toBeInTheDocument();
  });

  it('speaks Hindi, with links under /hi', async () => {
    mockedFetch.mockImplementation(async (vertical) => BRANDS[vertical] ?? []);
    renderInRemote(<BrandsCarousel />, { locale: 'hi', path: '/hi' });
    const section = await screen.findByRole('region', { name: 'लोकप्रिय ब्रांड' });
    expect(within(section).getByRole('link', { name: 'Tata Motors 24 मॉडल' })).toHaveAttribute(
      'href',
      '/hi/trucks/tata-motors',
    );
    expect(screen.getByRole('link', { name: 'सभी ट्रक ब्रांड' })).toHaveAttribute('href', '/hi/trucks/brands');
  });
});
