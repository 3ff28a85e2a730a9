import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFilterPage } from '@cvb/api-client';
import type { FilterPageResponse, VehicleVertical } from '@cvb/contracts';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { filterPageFixture, modelFixture } from '@cvb/vehicle-catalogue/testing';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { UpcomingLaunches } from './upcoming-launches';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const mockedFetch = jest.mocked(fetchFilterPage);

const shellTexts = { en, hi } as unknown as NamespaceResources;
beforeAll(() => registerNamespace('shell', shellTexts));

const upcoming = (
  vertical: VehicleVertical,
  slug: string,
  name: string,
  brand: string,
  launch: string,
  price: number | null,
) =>
  modelFixture({
    id: slug.length,
    vertical,
    slug,
    name,
    brandSlug: brand.toLowerCase().replace(/ /g, '-'),
    brandName: brand,
    status: 'upcoming',
    expectedLaunch: launch,
    expectedPrice: price,
    minPrice: null,
    maxPrice: null,
  });

const PAGES: Partial<Record<VehicleVertical, FilterPageResponse>> = {
  truck: filterPageFixture([
    upcoming('truck', 'p-380-6x4-tipper', 'Scania P 380 6×4 Tipper', 'Scania', '2026-03', 5_800_000),
  ]),
  tractor: filterPageFixture([
    upcoming(
      'tractor',
      '6065-ultramaxx-4wd',
      'Farmtrac 6065 UltraMaxx 4WD',
      'Farmtrac',
      '2026-07',
      1_200_000,
    ),
  ]),
  infra: filterPageFixture([upcoming('infra', '4dx', 'JCB 4DX', 'JCB', '2026-04', null)]),
};
const answerByVertical = async (vertical: VehicleVertical) => PAGES[vertical] ?? filterPageFixture([]);

describe('upcoming launches', () => {
  beforeEach(() => mockedFetch.mockReset());

  it('shows a skeleton, then every vertical’s upcoming models, soonest first, each a link to its page', async () => {
    mockedFetch.mockImplementation(answerByVertical);
    renderInRemote(<UpcomingLaunches />, { locale: 'en', path: '/' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Upcoming launches' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Scania P 380 6×4 Tipper',
      'JCB 4DX',
      'Farmtrac 6065 UltraMaxx 4WD',
    ]);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/trucks/scania/p-380-6x4-tipper');
    expect(cards[0]).toHaveTextContent('Expected launch March 2026');
    expect(cards[0]).toHaveTextContent('Expected price ₹58.00 Lakh');
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/infra/jcb/4dx');
    expect(cards[1]).toHaveTextContent('Price coming soon');
    expect(cards[2]).toHaveTextContent('Tractors');
    for (const vertical of ['truck', 'bus', 'three-wheeler', 'tractor', 'infra']) {
      expect(mockedFetch).toHaveBeenCalledWith(
        vertical,
        expect.objectContaining({ pageType: 'upcoming', locale: 'en' }),
        expect.anything(),
      );
    }
  });

  it('keeps a place for every vertical: the soonest two of each, however many one vertical has', async () => {
    const trucks = ['2026-03', '2026-04', '2026-05'].map((launch, index) =>
      upcoming('truck', `truck-${index}`, `Tata Truck ${index}`, 'Tata', launch, null),
    );
    mockedFetch.mockImplementation(async (vertical) =>
      vertical === 'truck'
        ? filterPageFixture([trucks[2], trucks[0], trucks[1]])
        : answerByVertical(vertical),
    );
    renderInRemote(<UpcomingLaunches />, { locale: 'en', path: '/' });
    const section = await screen.findByRole('region', { name: 'Upcoming launches' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Tata Truck 0', 'Tata Truck 1', 'JCB 4DX', 'Farmtrac 6065 UltraMaxx 4WD']);
  });

  it('shows an error panel when the API fails, and Retry loads the launches', async () => {
    mockedFetch.mockRejectedValueOnce(new Error('Network Error')).mockImplementation(answerByVertical);
    renderInRemote(<UpcomingLaunches />, { locale: 'en', path: '/' });
    expect(screen.getByRole('heading', { name: 'Upcoming launches' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).not.toHaveTextContent('Network Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const section = await screen.findByRole('region', { name: 'Upcoming launches' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nothing is coming, in Hindi', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([]));
    renderInRemote(<UpcomingLaunches />, { locale: 'hi', path: '/hi' });
    expect(await screen.findByRole('heading', { name: 'आने वाले लॉन्च' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई आने वाला लॉन्च नहीं है।')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'bus',
      expect.objectContaining({ locale: 'hi' }),
      expect.anything(),
    );
  });
});
