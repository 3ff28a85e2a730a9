import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeaderDataResponse } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { headerTexts } from '../../texts/header-texts';
import { fetchHeaderData, fetchHeaderSearch } from '@cvb/api-client';
import { Header } from './index';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchHeaderData: jest.fn(),
  fetchHeaderSearch: jest.fn(),
  fetchCities: jest.fn(async () => []),
}));
jest.mock('single-spa', () => ({
  navigateToUrl: jest.fn((url: string) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }),
}));

const brand = (name: string, slug: string) => ({ name, slug, link: `/trucks/${slug}`, logo: '' });
const HEADER_DATA: HeaderDataResponse = {
  data: {
    truckPopularBrands: [brand('Tata Motors', 'tata-motors'), brand('Ashok Leyland', 'ashok-leyland')],
    truckPopularModels: [],
    truckPopularCompareDataFormatted: [],
    busPopularBrands: [],
    busPopularModels: [],
    busPopularCompareDataFormatted: [],
    threeWheelerPopularBrands: [],
    threeWheelerPopularModels: [],
    threeWheelerPopularCompareDataFormatted: [],
  },
};

beforeAll(() => registerNamespace('shell', headerTexts));

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(fetchHeaderData).mockResolvedValue(HEADER_DATA);
  jest
    .mocked(fetchHeaderSearch)
    .mockResolvedValue({ data: { searchResult: [], trendingResult: [], topStories: [] } });
});

function renderAt(path: string, locale: 'en' | 'hi' = 'en') {
  window.history.pushState({}, '', path);
  return renderInRemote(<Header />, { locale, path });
}

const mainMenu = (name = 'Main menu') => within(screen.getAllByRole('navigation', { name })[0]);

describe('header', () => {
  it('shows the general menu and the category strip with a home link on the home page', async () => {
    renderAt('/');
    expect(mainMenu().getByRole('link', { name: 'Tractors' })).toHaveAttribute('href', '/tractors');
    expect(mainMenu().getByRole('link', { name: 'Mandi prices' })).toHaveAttribute('href', '/emandi');
    const strip = within(screen.getByRole('navigation', { name: 'Vehicle categories' }));
    expect(strip.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/tractors',
      '/trucks',
      '/three-wheelers',
      '/buses',
      '/tyres',
      '/infra',
    ]);
    expect(strip.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'CV Bazaar home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(fetchHeaderData).toHaveBeenCalledWith('en'));
    expect(fetchHeaderData).toHaveBeenCalledTimes(1);
  });

  it('on a truck page shows the trucks menu, the trucks logo and the popular truck brands', async () => {
    const user = userEvent.setup();
    renderAt('/hi/trucks/tata-motors', 'hi');
    const logo = screen.getByRole('link', { name: 'सीवी बाज़ार ट्रक होम' });
    expect(logo).toHaveAttribute('href', '/hi/trucks');
    // The words it shows are part of its name (axe: label-content-name-mismatch).
    expect(logo).toHaveTextContent('सीवी बाज़ार ट्रक');
    expect(mainMenu('मुख्य मेनू').queryByRole('link', { name: 'ट्रैक्टर' })).not.toBeInTheDocument();
    const popular = mainMenu('मुख्य मेनू').getByRole('link', { name: 'लोकप्रिय ट्रक' });
    await waitFor(() => expect(fetchHeaderData).toHaveBeenCalledWith('hi'));
    await user.hover(popular);
    const panel = within(document.getElementById(popular.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(await panel.findByRole('link', { name: 'Tata Motors' })).toHaveAttribute(
      'href',
      '/hi/trucks/tata-motors',
    );
    expect(panel.getByRole('link', { name: 'Ashok Leyland' })).toHaveAttribute(
      'href',
      '/hi/trucks/ashok-leyland',
    );
  });

  it('keeps working without header data: the failure is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(fetchHeaderData).mockRejectedValue(new Error('Network Error'));
    renderAt('/trucks');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(mainMenu().getByRole('link', { name: 'Popular trucks' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('mobile menu drawer', () => {
  it('opens with focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'Web stories' })).toHaveAttribute('href', '/web-stories');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button in the visitor language and gives focus back', async () => {
    const user = userEvent.setup();
    renderAt('/hi', 'hi');
    const button = screen.getByRole('button', { name: 'मेनू खोलें' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'मेनू' });
    await user.click(within(drawer).getByRole('button', { name: 'मेनू बंद करें' }));
    expect(screen.queryByRole('dialog', { name: 'मेनू' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 30; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when a link in it navigates', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Buses' }),
    );
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/buses');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    // The header now shows the buses menu.
    expect(mainMenu().getByRole('link', { name: 'New buses' })).toHaveAttribute('href', '/buses');
  });
});

describe('header search', () => {
  it('asks for the chosen city and language, and opens a suggestion in that language', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchHeaderSearch).mockResolvedValue({
      data: {
        searchResult: [],
        trendingResult: [{ label: 'Tata Ace Gold', link: '/trucks/tata-motors/ace-gold', type: 'trending' }],
        topStories: [],
      },
    });
    renderAt('/hi', 'hi');
    await user.click(screen.getByRole('combobox', { name: 'वाहन, ब्रांड और खबरें खोजें' }));
    expect(fetchHeaderSearch).toHaveBeenCalledWith('', 'new-delhi', 'hi', expect.any(AbortSignal));
    await screen.findByRole('option', { name: 'Tata Ace Gold' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(window.location.pathname).toBe('/hi/trucks/tata-motors/ace-gold');
  });
});
