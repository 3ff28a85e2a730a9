import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { RemoteWidget } from '../remote-widget';
import { HomePage } from './home-page';

// The widgets are other apps: here only which ones the page asks for, and when.
jest.mock('../remote-widget', () => ({
  RemoteWidget: jest.fn(({ moduleId }: { moduleId: string }) => <p>widget {moduleId}</p>),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const shellTexts = { en, hi } as unknown as NamespaceResources;
beforeAll(() => registerNamespace('shell', shellTexts));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observed: Callback[] = [];
beforeEach(() => {
  observed.length = 0;
  jest.mocked(RemoteWidget).mockClear();
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
  it('finds trucks by budget in one tap, and buses after choosing the tab', async () => {
    renderInRemote(<HomePage />, { locale: 'en', path: '/' });
    const finder = screen.getByRole('region', { name: 'Find a vehicle' });
    expect(within(finder).getByRole('link', { name: 'Under ₹10 lakh' })).toHaveAttribute(
      'href',
      '/trucks/trucks-under-10-lakh',
    );
    expect(within(finder).getByRole('link', { name: 'Mini trucks' })).toHaveAttribute('href', '/trucks/mini-trucks');

    await userEvent.click(within(finder).getByRole('button', { name: 'Buses' }));
    expect(within(finder).getByRole('button', { name: 'Buses' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(finder).getByRole('link', { name: 'Under ₹1 crore' })).toHaveAttribute(
      'href',
      '/buses/buses-under-1-crore',
    );
    expect(within(finder).getByRole('link', { name: 'School buses' })).toHaveAttribute('href', '/buses/school-buses');
    expect(within(finder).getByRole('link', { name: 'Search all buses' })).toHaveAttribute('href', '/buses/search');
  });

  it('speaks Hindi, with links under /hi', async () => {
    renderInRemote(<HomePage />, { locale: 'hi', path: '/hi' });
    const finder = screen.getByRole('region', { name: 'वाहन खोजें' });
    await userEvent.click(within(finder).getByRole('button', { name: 'थ्री-व्हीलर' }));
    expect(within(finder).getByRole('link', { name: 'ई-रिक्शा' })).toHaveAttribute(
      'href',
      '/hi/three-wheelers/e-rickshaw-three-wheelers',
    );
  });

  it('loads the first widget with the page and the others only as they come near the screen', () => {
    renderInRemote(<HomePage />, { locale: 'en', path: '/' });
    expect(screen.getByText('widget mfe_trucks/popular-widget')).toBeInTheDocument();
    expect(screen.queryByText('widget mfe_buses/popular-widget')).not.toBeInTheDocument();
    expect(observed).toHaveLength(5);

    act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    for (const id of [
      'mfe_buses/popular-widget',
      'mfe_three_wheelers/popular-widget',
      'mfe_tyres/popular-widget',
      'mfe_media/latest-news',
      'mfe_emandi_fuel/today-widget',
    ]) {
      expect(screen.getByText(`widget ${id}`)).toBeInTheDocument();
    }
  });
});
