import { act, screen, within } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { RemoteWidget } from '../remote-widget';
import { HomePage } from './home-page';

// The remotes' widgets are other apps: here only which ones the page asks for, and when.
jest.mock('../remote-widget', () => ({
  RemoteWidget: jest.fn(({ moduleId }: { moduleId: string }) => <p>widget {moduleId}</p>),
}));
jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
  fetchVehicleBrands: jest.fn(),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const shellTexts = { en, hi } as unknown as NamespaceResources;
beforeAll(() => registerNamespace('shell', shellTexts));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observed: Callback[] = [];
beforeEach(() => {
  observed.length = 0;
  jest.mocked(RemoteWidget).mockClear();
  jest.mocked(fetchFilterPage).mockResolvedValue({
    items: [],
    total: 0,
    page: 1,
    pageSize: 4,
    facets: { brands: [], dimensions: {} },
    priceUpdatedOn: null,
  });
  jest.mocked(fetchVehicleBrands).mockResolvedValue([]);
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: Callback) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

describe('home page', () => {
  it('shows the finder and a tile with a picture for every section, each a link to it', () => {
    renderInRemote(<HomePage />, { locale: 'en', path: '/' });
    expect(screen.getByRole('region', { name: 'Find a vehicle' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Browse by category' });
    const tiles = within(categories).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Trucks', '/trucks'],
      ['Buses', '/buses'],
      ['Three-wheelers', '/three-wheelers'],
      ['Tractors', '/tractors'],
      ['Infra', '/infra'],
      ['Tyres', '/tyres'],
    ]);
    for (const tile of tiles) expect(tile.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('names the tab in the page language', () => {
    renderInRemote(<HomePage />, { locale: 'hi', path: '/hi' });
    expect(document.title).toBe('सीवी बाज़ार — भारत में ट्रक, बस, थ्री-व्हीलर, ट्रैक्टर और टायर');
    expect(screen.getByRole('link', { name: 'ट्रैक्टर' })).toHaveAttribute('href', '/hi/tractors');
  });

  it('loads the first widget once the loaded page is idle and the others only as they come near the screen', async () => {
    renderInRemote(<HomePage />, { locale: 'en', path: '/' });
    // Not part of the start-up: the first widget waits for the browser's next idle moment (jsdom: a timer).
    expect(screen.queryByText('widget mfe_trucks/popular-widget')).not.toBeInTheDocument();
    expect(await screen.findByText('widget mfe_trucks/popular-widget')).toBeInTheDocument();
    expect(screen.queryByText('widget mfe_tractors_infra/popular-widget')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming launches' })).not.toBeInTheDocument();
    expect(observed).toHaveLength(10);

    await act(async () => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    const widgets = screen.getAllByText(/^widget /).map((widget) => widget.textContent);
    expect(widgets).toEqual([
      'widget mfe_trucks/popular-widget',
      'widget mfe_buses/popular-widget',
      'widget mfe_three_wheelers/popular-widget',
      'widget mfe_tractors_infra/popular-widget',
      'widget mfe_tyres/popular-widget',
      'widget mfe_media/latest-news',
      'widget mfe_media/latest-videos',
      'widget mfe_emandi_fuel/today-widget',
    ]);
    expect(await screen.findByRole('heading', { name: 'Upcoming launches' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Popular brands' })).toBeInTheDocument();
  });
});
