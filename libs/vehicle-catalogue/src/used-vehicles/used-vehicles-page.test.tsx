import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUsedVehicleAds } from '@cvb/api-client';
import type { UsedVehicleAdSummary } from '@cvb/contracts';
import { missingTranslations } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { usedVehicleTexts } from './texts';
import { UsedVehiclesPage } from './used-vehicles-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchUsedVehicleAds: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchUsedVehicleAds);

const ad = (fields: Partial<UsedVehicleAdSummary> = {}): UsedVehicleAdSummary => ({
  id: 1,
  vertical: 'truck',
  brand: 'Tata',
  model: 'Signa 4825.TK',
  variant: '',
  year: 2021,
  colour: 'White',
  kmsDriven: 145000,
  owner: '1st',
  rto: 'MH-12',
  city: 'Pune',
  state: 'Maharashtra',
  insuranceType: 'comprehensive',
  price: 2850000,
  status: 'active',
  createdAt: '2025-06-01T10:00:00.000Z',
  images: [{ url: '/api/uploads/ads/abc.webp', width: 1600, height: 1200 }],
  ...fields,
});

beforeAll(() => registerCatalogueTexts());
beforeEach(() => jest.clearAllMocks());

describe('UsedVehiclesPage', () => {
  it('has every text in six languages', () => {
    expect(missingTranslations(usedVehicleTexts)).toEqual({});
  });

  it('shows cards with photo, title, kms, price in lakh and city', async () => {
    mockedFetch.mockResolvedValue({
      ads: [ad(), ad({ id: 2, model: 'Ace Gold', year: 2019, price: 385000, images: [] })],
      total: 2,
    });
    renderInRemote(<UsedVehiclesPage vertical="truck" />, { path: '/trucks/used-trucks' });
    const first = await screen.findByRole('heading', { name: '2021 Tata Signa 4825.TK' });
    const card = first.closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: '2021 Tata Signa 4825.TK' })).toHaveAttribute(
      'src',
      '/api/uploads/ads/abc.webp',
    );
    expect(within(card).getByText('₹ 28.50 Lakh')).toBeInTheDocument();
    expect(within(card).getByText(/1,45,000 km · 1st owner · Pune/)).toBeInTheDocument();
    expect(screen.getByText('2 vehicles')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      expect.objectContaining({ vertical: 'truck', _start: 0, _limit: 12 }),
      expect.anything(),
    );
  });

  it('filters by brand, city and price band', async () => {
    mockedFetch.mockResolvedValue({ ads: [ad()], total: 1 });
    const user = userEvent.setup();
    renderInRemote(<UsedVehiclesPage vertical="truck" />, { path: '/trucks/used-trucks' });
    await screen.findByRole('heading', { name: '2021 Tata Signa 4825.TK' });
    await user.type(screen.getByRole('textbox', { name: 'Brand' }), 'Tata');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), '10-20-lakh');
    await user.click(screen.getByRole('button', { name: 'Show vehicles' }));
    expect(mockedFetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ brand: 'Tata', city: 'Pune', minPrice: 1_000_000, maxPrice: 2_000_000 }),
      expect.anything(),
    );
    expect(screen.getByRole('option', { name: '₹10 Lakh to ₹20 Lakh' })).toBeInTheDocument();
  });

  it('pages through results', async () => {
    mockedFetch.mockResolvedValue({ ads: [ad()], total: 30 });
    const user = userEvent.setup();
    renderInRemote(<UsedVehiclesPage vertical="truck" />, { path: '/trucks/used-trucks' });
    await screen.findByText('30 vehicles');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(mockedFetch).toHaveBeenLastCalledWith(expect.objectContaining({ _start: 12 }), expect.anything());
  });

  it('says so when nothing matches', async () => {
    mockedFetch.mockResolvedValue({ ads: [], total: 0 });
    renderInRemote(<UsedVehiclesPage vertical="truck" />, { path: '/trucks/used-trucks?city=Leh' });
    expect(
      await screen.findByText('No used vehicles match these filters yet. Try another city or brand.'),
    ).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(expect.objectContaining({ city: 'Leh' }), expect.anything());
  });

  it('offers a retry when the list cannot load', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue({ ads: [ad()], total: 1 });
    const user = userEvent.setup();
    renderInRemote(<UsedVehiclesPage vertical="truck" />, { path: '/trucks/used-trucks' });
    await user.click(await screen.findByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { name: '2021 Tata Signa 4825.TK' })).toBeInTheDocument();
  });
});
