import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAutoExpo2025 } from '@cvb/api-client';
import type { AutoExpoResponse } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerPagesTexts } from '../../texts/pages-texts';
import { AutoExpoPage } from './auto-expo-page';
jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAutoExpo2025: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchAutoExpo2025);

beforeAll(registerPagesTexts);
afterEach(() => mockedFetch.mockReset());

const expo: AutoExpoResponse['data'] = {
  locale: 'en',
  name: 'Bharat Mobility Global Expo 2025',
  title: 'Auto Expo 2025: commercial vehicles',
  intro: 'Trucks, buses and three-wheelers shown at Bharat Mandapam.',
  venue: 'Bharat Mandapam',
  city: 'New Delhi',
  startDate: '2025-01-17',
  endDate: '2025-01-22',
  highlights: [
    {
      brandName: 'Tata Motors',
      brandLink: '/trucks/tata-motors',
      vertical: 'truck',
      kind: 'launch',
      vehicle: 'Prima 3530.K',
      title: 'Tata Prima 3530.K tipper launched',
      description: 'A 35-tonne tipper for mining and construction.',
    },
    {
      brandName: 'Piaggio',
      brandLink: null,
      vertical: 'three-wheeler',
      kind: 'unveil',
      vehicle: 'Ape E-City Ultra',
      title: 'Piaggio Ape E-City Ultra unveiled',
      description: 'An electric passenger three-wheeler with a longer range.',
    },
  ],
};

describe('Auto Expo 2025 page', () => {
  it('shows the banner and the launches, and filters by vehicle type', async () => {
    mockedFetch.mockResolvedValue({ data: expo });
    renderInRemote(<AutoExpoPage />);
    expect(await screen.findByRole('heading', { level: 1, name: expo.title })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('en', expect.any(AbortSignal));
    expect(screen.getByText('17–22 January 2025')).toBeInTheDocument();
    expect(screen.getByText('Bharat Mandapam, New Delhi')).toBeInTheDocument();
    const grid = screen.getByRole('list');
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All Tata Motors models' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Three-wheelers' }));
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Piaggio Ape E-City Ultra unveiled' })).toBeInTheDocument();
  });

  it('asks the API in the page language', async () => {
    mockedFetch.mockResolvedValue({ data: { ...expo, locale: 'hi' } });
    renderInRemote(<AutoExpoPage />, { locale: 'hi', path: '/hi/auto-expo-2025' });
    expect(await screen.findByText('लॉन्च और अनावरण')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('hi', expect.any(AbortSignal));
  });

  it('says when no launches are listed yet', async () => {
    mockedFetch.mockResolvedValue({ data: { ...expo, highlights: [] } });
    renderInRemote(<AutoExpoPage />);
    expect(
      await screen.findByText('No launches have been added yet. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading and an error panel with retry on failure', async () => {
    mockedFetch.mockRejectedValueOnce(new Error('Request failed')).mockResolvedValueOnce({ data: expo });
    renderInRemote(<AutoExpoPage />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this information');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: expo.title })).toBeInTheDocument();
  });
});
