import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import { fetchMandiDetail, fetchMandiHistory, fetchMandiMarket } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { EMANDI_NS, emandiTexts } from '../texts';
import { mandiRecord, onion, wheat } from '../testing/fixtures';
import CommodityPage from './commodity-page';
import MarketPage from './market-page';

jest.mock('../shared/uplot-chart', () => ({ __esModule: true, default: () => <canvas /> }));
jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchMandiDetail: jest.fn(),
  fetchMandiMarket: jest.fn(),
  fetchMandiHistory: jest.fn(),
}));

const haryana = {
  state: { slug: 'haryana', name: 'Haryana' },
  district: { slug: 'karnal', name: 'Karnal' },
  market: { slug: 'karnal', name: 'Karnal' },
};
const khanna = mandiRecord();
const karnal = mandiRecord({ ...haryana, modalPrice: 2450 });

beforeAll(() => registerNamespace(EMANDI_NS, emandiTexts));
beforeEach(() => {
  jest.mocked(fetchMandiDetail).mockImplementation(async (query) => ({
    date: '2026-11-24',
    commodity: wheat,
    total: 2,
    records: query._sort === 'modal_asc' ? [karnal, khanna] : [khanna, karnal],
    bestByState: [khanna, karnal],
  }));
  jest.mocked(fetchMandiMarket).mockResolvedValue({
    date: '2026-11-24',
    state: khanna.state,
    district: khanna.district,
    market: khanna.market,
    records: [khanna, mandiRecord({ commodity: onion, modalPrice: 2210 })],
  });
  jest.mocked(fetchMandiHistory).mockResolvedValue({
    commodity: wheat,
    place: 'Punjab',
    days: 30,
    points: [
      { date: '2026-11-23', min: 2380, modal: 2400, max: 2550 },
      { date: '2026-11-24', min: 2400, modal: 2510, max: 2600 },
    ],
  });
});

const renderCommodity = (slug: string, locale: 'en' | 'hi' = 'en') =>
  renderInRemote(
    <Routes>
      <Route path="/emandi/:commodity" element={<CommodityPage />} />
    </Routes>,
    { path: `/emandi/${slug}`, locale },
  );

const renderMarket = (path: string, locale: 'en' | 'hi' = 'en') =>
  renderInRemote(
    <Routes>
      <Route path="/emandi/market/:state/:district/:market" element={<MarketPage />} />
    </Routes>,
    { path, locale },
  );

describe('CommodityPage', () => {
  it('lists every market, sorts by modal price and names the best price in the chosen state', async () => {
    const user = userEvent.setup();
    renderCommodity('wheat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheat price today' })).toBeInTheDocument();
    const rows = () =>
      within(screen.getByRole('table', { name: /Wheat/ }))
        .getAllByRole('row')
        .slice(1);
    expect(rows()[0]).toHaveTextContent('Khanna');
    expect(screen.getByText(/Best in Haryana: Karnal, ₹2,450/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your state' }), 'punjab');
    expect(screen.getByText(/Best in Punjab: Khanna, ₹2,510/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'modal_asc');
    expect(fetchMandiDetail).toHaveBeenLastCalledWith(
      expect.objectContaining({ commodity: 'wheat', _sort: 'modal_asc' }),
      expect.anything(),
    );
    await screen.findByRole('table', { name: /Wheat/ });
    expect(rows()[0]).toHaveTextContent('Karnal');
    expect(await screen.findByRole('img', { name: /Wheat/ })).toBeInTheDocument();
  });

  it('speaks Hindi under /hi: the commodity and the states in Hindi', async () => {
    renderCommodity('wheat', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'आज गेहूं का भाव' })).toBeInTheDocument();
    const yourState = screen.getByRole('combobox', { name: 'आपका राज्य' });
    expect(within(yourState).getByRole('option', { name: 'पंजाब' })).toBeInTheDocument();
    expect(within(yourState).getByRole('option', { name: 'हरियाणा' })).toBeInTheDocument();
    expect(screen.getByText(/पंजाब में सबसे अच्छा: Khanna, ₹2,510/)).toBeInTheDocument();
  });

  it('answers the not-found page for an unknown commodity', async () => {
    jest.mocked(fetchMandiDetail).mockRejectedValue(new Error('Request failed with status code 404'));
    renderCommodity('unobtainium');
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('MarketPage', () => {
  it("lists the market's commodities and draws a commodity's history there", async () => {
    const user = userEvent.setup();
    renderMarket('/emandi/market/punjab/ludhiana/khanna');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Khanna mandi prices today' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ludhiana, Punjab: every commodity traded on the latest market day.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Khanna/ });
    expect(within(table).getByRole('row', { name: /Onion/ })).toHaveTextContent('2,210');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Commodity' }), 'onion');
    expect(fetchMandiHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({
        commodity: 'onion',
        state: 'punjab',
        district: 'ludhiana',
        market: 'khanna',
      }),
      expect.anything(),
    );
  });

  it('names the state in Hindi under /hi even when a place has only its English name', async () => {
    renderMarket('/emandi/market/punjab/ludhiana/khanna', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'आज Khanna मंडी के भाव' })).toBeInTheDocument();
    expect(screen.getByText('Ludhiana, पंजाब: पिछले कारोबारी दिन की सभी जिंसें।')).toBeInTheDocument();
  });

  it('asks for Hindi place names under /hi and shows the market and district in Hindi', async () => {
    const hindi = {
      state: { slug: 'punjab', name: 'पंजाब' },
      district: { slug: 'ludhiana', name: 'लुधियाना' },
      market: { slug: 'khanna', name: 'खन्ना' },
    };
    jest
      .mocked(fetchMandiMarket)
      .mockImplementation(async (_place, locale) =>
        locale === 'hi'
          ? { date: '2026-11-24', ...hindi, records: [mandiRecord(hindi)] }
          : { date: '2026-11-24', ...khanna, records: [khanna] },
      );
    renderMarket('/emandi/market/punjab/ludhiana/khanna', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'आज खन्ना मंडी के भाव' })).toBeInTheDocument();
    expect(screen.getByText('लुधियाना, पंजाब: पिछले कारोबारी दिन की सभी जिंसें।')).toBeInTheDocument();
    expect(fetchMandiMarket).toHaveBeenLastCalledWith(
      { state: 'punjab', district: 'ludhiana', market: 'khanna' },
      'hi',
      expect.anything(),
    );
  });

  it("puts the market's table in a region named in Hindi that the keyboard can scroll", async () => {
    renderMarket('/emandi/market/punjab/ludhiana/khanna', 'hi');
    const region = await screen.findByRole('region', { name: 'Khanna की सभी जिंसें (तालिका)' });
    expect(within(region).getByRole('table', { name: 'Khanna की सभी जिंसें' })).toBeInTheDocument();
    expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    expect(region).toHaveFocus();
  });

  it('answers the not-found page for an unknown market', async () => {
    jest.mocked(fetchMandiMarket).mockRejectedValue(new Error('Request failed with status code 404'));
    renderMarket('/emandi/market/punjab/ludhiana/nowhere');
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
  });
});
