import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import {
  fetchFuelCityPrices,
  fetchFuelDayWise,
  fetchFuelIndex,
  fetchFuelPlace,
  fetchFuelStatePrices,
} from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
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
  fetchFuelCityPrices: jest.fn(),
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
    await screen.findByRole('row', { name: /मुंबई/ });
    expect(screen.queryByRole('row', { name: /Mumbai/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^24 \S+ 2026 के दाम$/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/fuel-prices(\/|$)/);
    expect(screen.getByRole('link', { name: 'सभी शहरों में डीज़ल का दाम' })).toHaveAttribute(
      'href',
      '/fuel-prices/diesel-price-in-all-city',
    );
  });

  it('lets the keyboard scroll its wide tables: each sits in a named region in the Tab order', async () => {
    const user = userEvent.setup();
    renderInRemote(<FuelPricesPage />, { locale: 'hi' });
    const metros = await screen.findByRole('region', { name: 'महानगर (तालिका)' });
    const byState = screen.getByRole('region', { name: 'राज्य के अनुसार दाम (तालिका)' });
    expect(within(metros).getByRole('table', { name: 'महानगर' })).toBeInTheDocument();
    expect(within(byState).getByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'अपना शहर खोजें' }));
    await user.tab();
    expect(metros).toHaveFocus();
    expect(byState).toHaveAttribute('tabindex', '0');
  });
});

describe('FuelPlacePage', () => {
  const renderPlace = (slug: string, locale: 'en' | 'hi' = 'en') =>
    renderInRemote(
      <Routes>
        <Route path="/fuel-prices/:under" element={<FuelPlacePage />} />
      </Routes>,
      { path: `/fuel-prices/${slug}`, locale },
    );

  function mockMumbai() {
    jest.mocked(fetchFuelPlace).mockResolvedValue({
      fuel: 'petrol',
      kind: 'city',
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      city: 'Mumbai',
      citySlug: 'mumbai',
    });
    jest.mocked(fetchFuelCityPrices).mockResolvedValue({ date: '2026-11-24', city: today.items[1] });
    jest.mocked(fetchFuelDayWise).mockResolvedValue({
      fuel: 'petrol',
      state: 'Maharashtra',
      stateSlug: 'maharashtra',
      city: 'Mumbai',
      citySlug: 'mumbai',
      days: [
        { date: '2026-11-24', price: 104.21, change: 0.12 },
        { date: '2026-11-23', price: 104.09, change: 0 },
      ],
    });
  }

  it("shows a city's price of the day, its change, the other fuels, the day-wise table and history", async () => {
    mockMumbai();
    renderPlace('petrol-price-in-mumbai');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Petrol price in Mumbai today' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Petrol costs ₹104.21 per litre in Mumbai today.')).toBeInTheDocument();
    expect(screen.getByText('Prices on 24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diesel price in Mumbai today' })).toHaveAttribute(
      'href',
      '/fuel-prices/diesel-price-in-mumbai',
    );
    expect(await screen.findByRole('row', { name: /23 Nov 2026/ })).toHaveTextContent('no change');
    expect(screen.getByRole('img', { name: 'Petrol price in Mumbai, last 30 days' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Cities of/ })).not.toBeInTheDocument();
    expect(fetchFuelCityPrices).toHaveBeenCalledWith('mumbai', 'maharashtra', expect.anything());
  });

  it('is in Hindi under /hi, the state named in Hindi, links still English', async () => {
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
    renderPlace('diesel-price-in-maharashtra', 'hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आज महाराष्ट्र में डीज़ल का दाम' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'महाराष्ट्र के शहर' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/fuel-prices\//);
  });

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
