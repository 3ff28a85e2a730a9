import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@cvb/router';
import { fetchFilterPage } from '@cvb/api-client';
import type { FilterPageResponse, ModelSummary } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { modelFixture } from '../testing/model-fixture';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { SearchPage } from './search-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchFilterPage);

const ace: ModelSummary = modelFixture({
  minPrice: 400_000,
  maxPrice: 600_000,
  angleImage: '/api/media/ace.jpg',
});

function response(items: ModelSummary[], total = items.length): FilterPageResponse {
  return {
    items,
    total,
    page: 1,
    pageSize: 12,
    priceUpdatedOn: '2026-03-01',
    facets: {
      brands: [
        { slug: 'tata-motors', name: 'Tata Motors', count: 5 },
        { slug: 'eicher', name: 'Eicher', count: 3 },
      ],
      dimensions: {
        bodyTypes: [{ key: 'mini', count: 4 }],
        fuelTypes: [{ key: 'diesel', count: 6 }],
        transmissionTypes: [{ key: 'manual', count: 7 }],
        budget: [{ key: 'under-10-lakh', count: 2 }],
      },
    },
  };
}

function ShowSearch() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function renderPage(options: { path?: string; locale?: 'en' | 'hi'; vertical?: 'truck' | 'tractor' } = {}) {
  const { vertical = 'truck', ...rest } = options;
  return renderInRemote(
    <>
      <SearchPage vertical={vertical} />
      <ShowSearch />
    </>,
    { path: vertical === 'truck' ? '/trucks/search' : '/tractors/search', ...rest },
  );
}

describe('SearchPage', () => {
  beforeAll(registerCatalogueTexts);
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
    withWeights.facets.dimensions['wheels'] = [{ key: '6', count: 3 }];
    withWeights.facets.dimensions['gvw'] = [{ key: '3.5-7.5-t', count: 2 }];
    withWeights.facets.dimensions['payload'] = [{ key: 'under-1-t', count: 4 }];
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

  it('filters tractors by their own dimensions: 41–50 HP and 4WD in the URL and the API query', async () => {
    const tractors = response([
      modelFixture({
        vertical: 'tractor',
        slug: '575-di',
        name: 'Mahindra 575 DI',
        brandSlug: 'mahindra',
        brandName: 'Mahindra',
        bodyType: 'utility',
        powerHp: 45,
        extraSpecs: { drive: '4wd' },
      }),
    ]);
    tractors.facets.dimensions = {
      hp: [
        { key: '31-40-hp', count: 6 },
        { key: '41-50-hp', count: 9 },
      ],
      drives: [
        { key: '2wd', count: 11 },
        { key: '4wd', count: 5 },
      ],
    };
    mockedFetch.mockResolvedValue(tractors);
    renderPage({ vertical: 'tractor' });
    const card = await screen.findByRole('article', { name: 'Mahindra 575 DI' });
    expect(card).toHaveTextContent('Utility tractor · 45 hp · 4WD');
    await userEvent.click(screen.getByRole('radio', { name: '41–50 HP (9)' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '4WD (5)' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?hp=41-50-hp&drive=4wd');
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'tractor',
      expect.objectContaining({ pageType: 'search', hp: '41-50-hp', drives: '4wd' }),
      expect.anything(),
    );
    expect(screen.queryByText(/search\./)).toBeNull();
  });

  it('shows a chip per chosen value that removes it, and clears them all', async () => {
    const tractors = response([modelFixture({ vertical: 'tractor', bodyType: 'utility', extraSpecs: {} })]);
    tractors.facets.brands = [{ slug: 'mahindra', name: 'Mahindra', count: 20 }];
    tractors.facets.dimensions = {
      hp: [{ key: '41-50-hp', count: 9 }],
      drives: [{ key: '4wd', count: 5 }],
      cylinders: [{ key: '3', count: 4 }],
    };
    mockedFetch.mockResolvedValue(tractors);
    renderPage({
      vertical: 'tractor',
      path: '/tractors/search?brand=mahindra&hp=41-50-hp&drive=4wd&cylinders=3',
    });
    const chips = await screen.findByRole('list', { name: 'Chosen filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Mahindra×', '41–50 HP×', '4WD×', '3 cylinders×', 'Clear all filters']);

    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: 4WD' }));
    const url = screen.getByRole('status', { name: 'url' });
    expect(url).toHaveTextContent('?brand=mahindra&hp=41-50-hp&cylinders=3');
    expect(await screen.findByRole('checkbox', { name: '4WD (5)' })).not.toBeChecked();
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'tractor',
      expect.not.objectContaining({ drives: expect.anything() }),
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: 41–50 HP' }));
    expect(url).toHaveTextContent('?brand=mahindra&cylinders=3');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(url).toBeEmptyDOMElement();
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
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
