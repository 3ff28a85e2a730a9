import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fetchFilterPage } from '@cvb/api-client';
import type { FilterPageResponse, ModelSummary } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { registerCatalogTexts } from '../register-catalog-texts';
import { SearchPage } from './search-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchFilterPage);

const ace: ModelSummary = {
  id: 1,
  vertical: 'truck',
  slug: 'ace-gold',
  name: 'Tata Ace Gold',
  brandSlug: 'tata-motors',
  brandName: 'Tata Motors',
  bodyType: 'mini',
  fuelType: 'diesel',
  transmission: 'manual',
  wheels: 4,
  gvwKg: 1_500,
  payloadKg: 750,
  powerHp: 20,
  minPrice: 400_000,
  maxPrice: 600_000,
  expectedPrice: null,
  expectedLaunch: null,
  status: 'on-sale',
  isPopular: true,
  isLatest: false,
  popularity: 100,
  angleImage: '/api/media/ace.jpg',
  variantCount: 2,
};

function response(items: ModelSummary[], total = items.length): FilterPageResponse {
  return {
    items,
    total,
    page: 1,
    pageSize: 12,
    facets: {
      brands: [
        { slug: 'tata-motors', name: 'Tata Motors', count: 5 },
        { slug: 'eicher', name: 'Eicher', count: 3 },
      ],
      bodyTypes: [{ key: 'mini', count: 4 }],
      fuelTypes: [{ key: 'diesel', count: 6 }],
      transmissionTypes: [{ key: 'manual', count: 7 }],
      budgets: [{ key: 'under-10-lakh', count: 2 }],
      wheels: [],
      gvw: [],
      payload: [],
    },
  };
}

function ShowSearch() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function renderPage(options: { path?: string; locale?: 'en' | 'hi' } = {}) {
  return renderInRemote(
    <>
      <SearchPage vertical="truck" />
      <ShowSearch />
    </>,
    { path: '/trucks/search', ...options },
  );
}

describe('SearchPage', () => {
  beforeAll(registerCatalogTexts);
  beforeEach(() => mockedFetch.mockReset());

  it('renders models, counts and facets from the API', async () => {
    mockedFetch.mockResolvedValue(
      response([ace, { ...ace, id: 2, name: 'Tata Intra', minPrice: null, maxPrice: null }], 30),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tata Ace Gold' });
    expect(card).toHaveTextContent('₹4.00 Lakh - ₹6.00 Lakh');
    expect(card).toHaveTextContent('Mini truck · GVW 1.5 t');
    expect(within(card).getByRole('link', { name: 'Tata Ace Gold' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors/ace-gold',
    );
    expect(screen.getByRole('article', { name: 'Tata Intra' })).toHaveTextContent('Price coming soon');
    expect(screen.getByText('30 trucks found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tata Motors (5)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Under ₹10 Lakh (2)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ locale: 'en', pageType: 'search', sort: 'popularity', page: 1 }),
      expect.anything(),
    );
  });

  it('puts a ticked brand in the URL and asks the API for it', async () => {
    mockedFetch.mockResolvedValue(response([ace]));
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tata Motors (5)' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?brand=tata-motors');
    expect(await screen.findByRole('checkbox', { name: 'Tata Motors (5)' })).toBeChecked();
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ brandSlugs: 'tata-motors' }),
      expect.anything(),
    );
  });

  it('filters by wheels, GVW band and payload band, all three in the URL and the API query', async () => {
    const withWeights = response([ace]);
    withWeights.facets.wheels = [{ key: '6', count: 3 }];
    withWeights.facets.gvw = [{ key: '3.5-7.5-t', count: 2 }];
    withWeights.facets.payload = [{ key: 'under-1-t', count: 4 }];
    mockedFetch.mockResolvedValue(withWeights);
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: '6 wheels (3)' }));
    await userEvent.click(await screen.findByRole('radio', { name: '3.5 t to 7.5 t (2)' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Under 1 t (4)' }));
    const url = screen.getByRole('status', { name: 'url' });
    expect(url).toHaveTextContent('wheels=6');
    expect(url).toHaveTextContent('gvw=3.5-7.5-t');
    expect(url).toHaveTextContent('payload=under-1-t');
    expect(await screen.findByRole('radio', { name: 'Under 1 t (4)' })).toBeChecked();
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ wheels: '6', gvw: '3.5-7.5-t', payload: 'under-1-t' }),
      expect.anything(),
    );
  });

  it('sorts by price low to high', async () => {
    mockedFetch.mockResolvedValue(response([ace]));
    renderPage();
    await screen.findByRole('article', { name: 'Tata Ace Gold' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ sort: 'price-asc' }),
      expect.anything(),
    );
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?sort=price-asc');
  });

  it('says so when nothing matches', async () => {
    mockedFetch.mockResolvedValue(response([]));
    renderPage({ path: '/trucks/search?brand=eicher' });
    expect(
      await screen.findByText('Sorry, there are no model available in the above criteria.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    mockedFetch.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(response([ace]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
  });

  it('speaks Hindi under hi', async () => {
    mockedFetch.mockResolvedValue(response([ace]));
    renderPage({ locale: 'hi' });
    expect(screen.getByRole('heading', { name: 'ट्रक खोजें' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'ब्रांड' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'मिनी ट्रक (4)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रमबद्ध करें' })).toBeInTheDocument();
    expect(screen.getByText('1 ट्रक मिला')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ locale: 'hi' }),
      expect.anything(),
    );
  });
});
