import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fetchFuelDayWise, fetchFuelIndex, fetchFuelPlace, fetchFuelStatePrices } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { EMANDI_NS, emandiTexts } from '../texts';
import { cityPrice } from '../testing/fixtures';
import FuelPricesPage from './fuel-prices-page';
import FuelPlacePage from './fuel-place-page';

jest.mock('../shared/uplot-chart', () => ({ __esModule: true, default: () => <canvas /> }));
jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFuelIndex: jest.fn(),
  fetchFuelPlace: jest.fn(),
  fetchFuelStatePrices: jest.fn(),
  fetchFuelDayWise: jest.fn(),
}));

const today = {
  date: '2026-11-24',
  items: [
    cityPrice(),
    cityPrice({
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      city: 'Mumbai',
      citySlug: 'mumbai',
      petrol: 104.21,
      diesel: 92.15,
      cng: 77,
      petrolChange: 0.12,
      dieselChange: 0,
    }),
    cityPrice({
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      city: 'Pune',
      citySlug: 'pune',
      petrol: 104.03,
      diesel: 90.57,
      cng: null,
    }),
  ],
};

beforeAll(() => registerNamespace(EMANDI_NS, emandiTexts));
beforeEach(() => jest.mocked(fetchFuelIndex).mockResolvedValue(today));

describe('FuelPricesPage', () => {
  it('shows the metros with changes, state averages and a city search', async () => {
    const user = userEvent.setup();
    renderInRemote(<FuelPricesPage />);
    const mumbai = await screen.findByRole('row', { name: /Mumbai/ });
    expect(within(mumbai).getByText(/104\.21/)).toHaveTextContent('▲ 0.12');
    expect(screen.getByText('Prices on 24 Nov 2026')).toBeInTheDocument();
    const maharashtra = screen.getByRole('row', { name: /^Maharashtra/ });
    expect(within(maharashtra).getByText('₹104.12')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find your city' }), 'pun');
    expect(screen.getByRole('link', { name: /Pune: ₹104\.03/ })).toHaveAttribute(
      'href',
      '/fuel-prices/petrol-price-in-pune',
    );
  });

  it('is in Hindi under /hi, while every fuel link stays English', async () => {
    renderInRemote(<FuelPricesPage />, { locale: 'hi' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'आज के पेट्रोल, डीज़ल और सीएनजी के दाम' }),
    ).toBeInTheDocument();
    await screen.findByRole('row', { name: /Mumbai/ });
    expect(screen.getByText(/^24 \S+ 2026 के दाम$/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/fuel-prices(\/|$)/);
    expect(screen.getByRole('link', { name: 'सभी शहरों में डीज़ल का दाम' })).toHaveAttribute(
      'href',
      '/fuel-prices/diesel-price-in-all-city',
    );
  });
});

describe('FuelPlacePage', () => {
  const renderPlace = (slug: string) =>
    renderInRemote(
      <Routes>
        <Route path="/fuel-prices/:under" element={<FuelPlacePage />} />
      </Routes>,
      { path: `/fuel-prices/${slug}` },
    );

  it("shows a state's price, its day-wise table with history and its cities", async () => {
    jest.mocked(fetchFuelPlace).mockResolvedValue({
      fuel: 'diesel',
      kind: 'state',
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      city: 'Maharashtra',
      citySlug: 'maharashtra',
    });
    jest.mocked(fetchFuelStatePrices).mockResolvedValue({
      date: '2026-11-24',
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      cities: today.items.slice(1),
    });
    jest.mocked(fetchFuelDayWise).mockResolvedValue({
      fuel: 'diesel',
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      city: 'Maharashtra',
      citySlug: 'maharashtra',
      days: [
        { date: '2026-11-24', price: 91.36, change: -0.1 },
        { date: '2026-11-23', price: 91.46, change: 0 },
      ],
    });
    renderPlace('diesel-price-in-maharashtra');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diesel price in Maharashtra today' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /23 Nov 2026/ })).toHaveTextContent('no change');
    expect(
      screen.getByRole('img', { name: 'Diesel price in Maharashtra, last 30 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cities of Maharashtra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pune' })).toHaveAttribute(
      'href',
      '/fuel-prices/diesel-price-in-pune',
    );
  });

  it('answers the not-found page for an unknown slug', async () => {
    jest.mocked(fetchFuelPlace).mockRejectedValue(new Error('Request failed with status code 404'));
    renderPlace('petrol-price-in-atlantis');
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
  });
});
