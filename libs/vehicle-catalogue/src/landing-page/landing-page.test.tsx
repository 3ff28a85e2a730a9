import { screen, within } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands, type FilterPageRequest } from '@cvb/api-client';
import type { FilterPageResponse } from '@cvb/contracts';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { filterPageFixture, modelFixture } from '../testing/model-fixture';
import { rememberVisitedModel } from '../recently-viewed';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { VehicleLandingPage } from './landing-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
  fetchVehicleBrands: jest.fn(),
}));
const mockedModels = jest.mocked(fetchFilterPage);
const mockedBrands = jest.mocked(fetchVehicleBrands);

const SHELF_MODELS: Record<string, FilterPageResponse> = {
  popular: filterPageFixture([modelFixture()]),
  latest: filterPageFixture([modelFixture({ id: 2, slug: 'intra-v50', name: 'Tata Intra V50' })]),
  upcoming: filterPageFixture([
    modelFixture({
      id: 3,
      slug: 'eicher-pro-x-ev',
      name: 'Eicher Pro X EV',
      brandName: 'Eicher',
      status: 'upcoming',
      minPrice: null,
      maxPrice: null,
      expectedLaunch: '2026-06',
      expectedPrice: null,
    }),
  ]),
  electric: filterPageFixture([]),
};

/** The search call's facets: how many trucks each budget band has (none under ₹30 lakh in this catalogue). */
const BAND_COUNTS: FilterPageResponse = {
  ...filterPageFixture([modelFixture()], 42),
  facets: {
    brands: [],
    dimensions: {
      budget: [
        { key: 'under-10-lakh', count: 12 },
        { key: 'under-20-lakh', count: 9 },
        { key: 'under-30-lakh', count: 0 },
        { key: 'under-40-lakh', count: 5 },
        { key: 'above-50-lakh', count: 3 },
      ],
    },
  },
};

function answerByPageType(_vertical: string, query: FilterPageRequest): Promise<FilterPageResponse> {
  if (query.pageType === 'search') return Promise.resolve(BAND_COUNTS);
  return Promise.resolve(SHELF_MODELS[String(query.pageType)] ?? filterPageFixture([]));
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('VehicleLandingPage', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    window.localStorage.clear();
    mockedModels.mockReset().mockImplementation(answerByPageType);
    mockedBrands.mockReset().mockResolvedValue([vehicleBrandFixture()]);
  });

  it('offers search, budget and type links, model shelves, brands and tools', async () => {
    renderInRemote(<VehicleLandingPage vertical="truck" />, { path: '/trucks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trucks in India' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search trucks' })).toHaveAttribute('href', '/trucks/search');
    // Every band with a model is linked; the band under ₹30 lakh has none, and its page would be empty.
    const budgets = await screen.findByRole('region', { name: 'Trucks by budget' });
    expect(
      within(budgets)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/trucks/trucks-under-10-lakh',
      '/trucks/trucks-under-20-lakh',
      '/trucks/trucks-under-40-lakh',
      '/trucks/trucks-above-50-lakh',
    ]);
    expect(mockedModels).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'search', pageSize: 1 }),
      expect.anything(),
    );
    expect(within(budgets).getByRole('link', { name: 'Above ₹50 Lakh' })).toBeInTheDocument();
    expect(within(section('Trucks by type')).getByRole('link', { name: 'Dumper trucks' })).toHaveAttribute(
      'href',
      '/trucks/dumper-trucks',
    );

    expect(
      await within(section('Popular trucks')).findByRole('article', { name: 'Tata Ace Gold' }),
    ).toBeInTheDocument();
    // Each shelf is a row of cards that scrolls sideways on a phone: a carousel holding a list.
    const popularRow = within(section('Popular trucks')).getByRole('group', { name: 'Popular trucks' });
    expect(within(popularRow).getByRole('list')).toContainElement(
      within(popularRow).getByRole('article', { name: 'Tata Ace Gold' }),
    );
    expect(
      within(section('Latest trucks')).getByRole('article', { name: 'Tata Intra V50' }),
    ).toBeInTheDocument();
    expect(
      within(section('Upcoming trucks')).getByRole('article', { name: 'Eicher Pro X EV' }),
    ).toHaveTextContent('Expected launch June 2026');
    expect(
      within(section('Electric trucks')).getByText(
        'Sorry, there are no model available in the above criteria.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all: Upcoming trucks' })).toHaveAttribute(
      'href',
      '/trucks/upcoming-trucks',
    );
    expect(mockedModels).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'popular', sort: 'popularity', pageSize: 6 }),
      expect.anything(),
    );

    const brands = section('Top truck brands');
    expect(await within(brands).findByRole('article', { name: 'Tata Motors' })).toBeInTheDocument();
    expect(within(brands).getByRole('link', { name: /Tata Motors/ })).toHaveAttribute(
      'href',
      '/trucks/tata-motors',
    );

    const tools = section('Truck tools');
    expect(within(tools).getByRole('link', { name: 'Compare trucks' })).toHaveAttribute(
      'href',
      '/trucks/compare',
    );
    expect(within(tools).getByRole('link', { name: 'Truck EMI calculator' })).toHaveAttribute(
      'href',
      '/trucks/emi-calculator',
    );
    expect(within(tools).getByRole('link', { name: 'Find truck dealers' })).toHaveAttribute(
      'href',
      '/trucks/truck-dealers',
    );
    expect(within(tools).getByRole('link', { name: 'Cost of ownership' })).toHaveAttribute(
      'href',
      '/trucks/cost-of-ownership',
    );
    expect(within(tools).getByRole('link', { name: 'Trip cost calculator' })).toHaveAttribute(
      'href',
      '/trucks/trip-cost-calculator',
    );
    // And the way into the used marketplace: the vertical's used list and the valuation.
    expect(within(tools).getByRole('link', { name: 'Used trucks for sale' })).toHaveAttribute(
      'href',
      '/used-trucks',
    );
    expect(within(tools).getByRole('link', { name: 'What is my vehicle worth?' })).toHaveAttribute(
      'href',
      '/used-vehicle-valuation',
    );
    expect(within(tools).getAllByRole('link')).toHaveLength(7);
  });

  it('links the implements page among the tractor tools, and no such page for trucks', async () => {
    renderInRemote(<VehicleLandingPage vertical="tractor" />, { path: '/tractors' });
    const tools = section('Tractor tools');
    expect(within(tools).getByRole('link', { name: 'Tractor implements' })).toHaveAttribute(
      'href',
      '/tractors/implements',
    );
    expect(within(tools).getByRole('link', { name: 'Find tractor dealers' })).toHaveAttribute(
      'href',
      '/tractors/tractor-dealers',
    );
    await screen.findAllByRole('article');
  });

  it('hides recently viewed trucks when there are none', async () => {
    renderInRemote(<VehicleLandingPage vertical="truck" />, { path: '/trucks' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Recently viewed trucks' })).not.toBeInTheDocument();
  });

  it('shows the trucks of visitedModels, not other verticals', async () => {
    rememberVisitedModel({
      vertical: 'bus',
      brandSlug: 'ashok-leyland',
      modelSlug: 'viking',
      name: 'Ashok Leyland Viking',
      link: '/buses/ashok-leyland/viking',
    });
    rememberVisitedModel({
      vertical: 'truck',
      brandSlug: 'eicher',
      modelSlug: 'pro-2049',
      name: 'Eicher Pro 2049',
      link: '/trucks/eicher/pro-2049',
    });
    renderInRemote(<VehicleLandingPage vertical="truck" />, { path: '/trucks' });
    const recent = section('Recently viewed trucks');
    expect(within(recent).getByRole('link', { name: 'Eicher Pro 2049' })).toHaveAttribute(
      'href',
      '/trucks/eicher/pro-2049',
    );
    expect(within(recent).queryByText('Ashok Leyland Viking')).not.toBeInTheDocument();
    await screen.findAllByRole('article');
  });

  it('keeps the rest of the landing working when one shelf fails', async () => {
    mockedModels.mockImplementation((vertical, query) =>
      query.pageType === 'latest'
        ? Promise.reject(new Error('Network Error'))
        : answerByPageType(vertical, query),
    );
    renderInRemote(<VehicleLandingPage vertical="truck" />, { path: '/trucks' });
    expect(
      await within(section('Latest trucks')).findByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
    expect(
      await within(section('Popular trucks')).findByRole('article', { name: 'Tata Ace Gold' }),
    ).toBeInTheDocument();
  });

  it('speaks Hindi under hi', async () => {
    renderInRemote(<VehicleLandingPage vertical="truck" />, { path: '/trucks', locale: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'भारत में ट्रक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मिनी ट्रक' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '₹10 लाख से कम' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'लोकप्रिय ट्रक' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Eicher Pro X EV' })).toHaveTextContent(
      'संभावित लॉन्च जून 2026',
    );
  });
});
