import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fetchMandiDistricts,
  fetchMandiHistory,
  fetchMandiHome,
  fetchMandiMarkets,
  fetchMandiStates,
} from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { EMANDI_NS, emandiTexts } from '../texts';
import { mandiRecord, onion, wheat } from '../testing/fixtures';
import EmandiHomePage from './emandi-home-page';

jest.mock('../shared/uplot-chart', () => ({ __esModule: true, default: () => <canvas /> }));
jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchMandiHome: jest.fn(),
  fetchMandiStates: jest.fn(),
  fetchMandiDistricts: jest.fn(),
  fetchMandiMarkets: jest.fn(),
  fetchMandiHistory: jest.fn(),
}));

const home = {
  date: '2026-11-24',
  commodities: [wheat, onion],
  states: [{ slug: 'punjab', name: 'Punjab' }],
  records: [
    mandiRecord(),
    mandiRecord({ commodity: onion, modalPrice: 2210, minPrice: null, maxPrice: null }),
  ],
  total: 2,
  gainers: [{ record: mandiRecord(), previousModal: 2400, previousDate: '2026-11-23', changePercent: 4.6 }],
  losers: [],
};

beforeAll(() => registerNamespace(EMANDI_NS, emandiTexts));
beforeEach(() => {
  jest.mocked(fetchMandiHome).mockResolvedValue(home);
  jest.mocked(fetchMandiStates).mockImplementation(async (commodity) => ({
    states: commodity === 'wheat' ? [{ slug: 'punjab', name: 'Punjab' }] : [],
  }));
  jest.mocked(fetchMandiDistricts).mockResolvedValue({
    state: { slug: 'punjab', name: 'Punjab' },
    districts: [{ slug: 'ludhiana', name: 'Ludhiana' }],
  });
  jest.mocked(fetchMandiMarkets).mockResolvedValue({
    state: { slug: 'punjab', name: 'Punjab' },
    district: { slug: 'ludhiana', name: 'Ludhiana' },
    markets: [{ slug: 'khanna', name: 'Khanna' }],
  });
  jest.mocked(fetchMandiHistory).mockResolvedValue({
    commodity: wheat,
    place: 'Khanna, Ludhiana, Punjab',
    days: 30,
    points: [
      { date: '2026-11-23', min: 2380, modal: 2400, max: 2550 },
      { date: '2026-11-24', min: 2400, modal: 2510, max: 2600 },
    ],
  });
});

describe('EmandiHomePage', () => {
  it("shows today's prices, NR for unreported ones, and the top movers", async () => {
    renderInRemote(<EmandiHomePage />, { path: '/emandi' });
    expect(await screen.findByRole('heading', { name: 'Prices on 24 Nov 2026' })).toBeInTheDocument();
    const onionRow = screen.getByRole('row', { name: /Onion/ });
    expect(within(onionRow).getByText('₹2,210')).toBeInTheDocument();
    expect(within(onionRow).getAllByText('NR')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Prices up' })).toBeInTheDocument();
    expect(screen.getByText(/4\.6%/)).toBeInTheDocument();
  });

  it('narrows commodity → state → district → market and draws the history', async () => {
    const user = userEvent.setup();
    renderInRemote(<EmandiHomePage />, { path: '/emandi' });
    await screen.findByRole('heading', { name: 'Prices on 24 Nov 2026' });
    expect(screen.getByRole('combobox', { name: 'District' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Commodity' }), 'wheat');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'State' }),
      await screen.findByRole('option', { name: 'Punjab' }),
    );
    expect(fetchMandiStates).toHaveBeenLastCalledWith('wheat', 'en', expect.anything());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'District' }),
      await screen.findByRole('option', { name: 'Ludhiana' }),
    );
    expect(fetchMandiDistricts).toHaveBeenLastCalledWith('punjab', 'wheat', 'en', expect.anything());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Market' }),
      await screen.findByRole('option', { name: 'Khanna' }),
    );
    expect(fetchMandiHome).toHaveBeenLastCalledWith(
      { commodity: 'wheat', state: 'punjab', district: 'ludhiana', market: 'khanna', _locale: 'en' },
      expect.anything(),
    );
    expect(
      await screen.findByRole('img', { name: /Wheat in Khanna, Ludhiana, Punjab, last 30 days/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last 365 days' }));
    expect(fetchMandiHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({ days: 365, market: 'khanna' }),
      expect.anything(),
    );
  });

  it('keeps a commodity chosen just before a state, before the page has shown the commodity', async () => {
    // Punjab trades every commodity here, so its option is there before a commodity is chosen.
    jest.mocked(fetchMandiStates).mockResolvedValue({ states: [{ slug: 'punjab', name: 'Punjab' }] });
    renderInRemote(<EmandiHomePage />, { path: '/emandi' });
    await screen.findByRole('option', { name: 'Punjab' });
    // Both choices in one go: the router has not rendered the first when the second comes (a quick tap on a slow phone).
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Commodity' }), { target: { value: 'wheat' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'punjab' } });
    });
    await waitFor(() =>
      expect(fetchMandiHome).toHaveBeenLastCalledWith(
        { commodity: 'wheat', state: 'punjab', _locale: 'en' },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Commodity' })).toHaveValue('wheat');
  });

  it('speaks Hindi under /hi with Latin digits, commodity names translated', async () => {
    renderInRemote(<EmandiHomePage />, { path: '/emandi', locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'आज के मंडी भाव' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'गेहूं' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /24 .* 2026 के भाव/ })).toBeInTheDocument();
  });

  it('names the variety "Other" in the page\'s language in the table', async () => {
    jest
      .mocked(fetchMandiHome)
      .mockResolvedValue({ ...home, records: [mandiRecord({ variety: 'Other' })], total: 1 });
    renderInRemote(<EmandiHomePage />, { path: '/emandi', locale: 'hi' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'अन्य' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Other' })).not.toBeInTheDocument();
  });

  it('under /hi asks for Hindi place names and shows them in the lists, the table and the chart caption', async () => {
    const hindiPunjab = { slug: 'punjab', name: 'पंजाब' };
    const hindiLudhiana = { slug: 'ludhiana', name: 'लुधियाना' };
    const hindiKhanna = { slug: 'khanna', name: 'खन्ना' };
    const hindiRecord = mandiRecord({ state: hindiPunjab, district: hindiLudhiana, market: hindiKhanna });
    jest
      .mocked(fetchMandiHome)
      .mockImplementation(async (filter) =>
        filter?._locale === 'hi'
          ? { ...home, states: [hindiPunjab], records: [hindiRecord], total: 1 }
          : home,
      );
    jest.mocked(fetchMandiStates).mockResolvedValue({ states: [hindiPunjab] });
    jest.mocked(fetchMandiDistricts).mockResolvedValue({ state: hindiPunjab, districts: [hindiLudhiana] });
    jest.mocked(fetchMandiMarkets).mockResolvedValue({
      state: hindiPunjab,
      district: hindiLudhiana,
      markets: [hindiKhanna],
    });
    jest.mocked(fetchMandiHistory).mockResolvedValue({
      commodity: wheat,
      place: 'खन्ना, लुधियाना, पंजाब',
      days: 30,
      points: [{ date: '2026-11-24', min: 2400, modal: 2510, max: 2600 }],
    });
    const user = userEvent.setup();
    renderInRemote(<EmandiHomePage />, { path: '/emandi', locale: 'hi' });
    expect(await screen.findByRole('row', { name: /गेहूं खन्ना ₹2,510/ })).toBeInTheDocument();
    expect(fetchMandiHome).toHaveBeenLastCalledWith({ _locale: 'hi' }, expect.anything());
    await user.selectOptions(screen.getByRole('combobox', { name: 'जिंस' }), 'wheat');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'राज्य' }),
      await screen.findByRole('option', { name: 'पंजाब' }),
    );
    expect(fetchMandiDistricts).toHaveBeenLastCalledWith('punjab', 'wheat', 'hi', expect.anything());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'ज़िला' }),
      await screen.findByRole('option', { name: 'लुधियाना' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'मंडी' }),
      await screen.findByRole('option', { name: 'खन्ना' }),
    );
    expect(fetchMandiHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({ market: 'khanna', _locale: 'hi' }),
      expect.anything(),
    );
    expect(await screen.findByRole('img', { name: /खन्ना, लुधियाना, पंजाब/ })).toBeInTheDocument();
  });
});
