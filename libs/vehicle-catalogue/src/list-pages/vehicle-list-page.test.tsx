import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFilterPage } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { findCatalogueListPage, type CatalogueListPage } from './catalogue-list-pages';
import { filterPageFixture, modelFixture } from '../testing/model-fixture';
import { VehicleListPage } from './vehicle-list-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchFilterPage);

function pageOf(slug: string): CatalogueListPage {
  const page = findCatalogueListPage('truck', slug);
  if (!page) throw new Error(`no list page ${slug}`);
  return page;
}

function renderList(slug: string, options: { locale?: 'en' | 'hi'; search?: string } = {}) {
  return renderInRemote(<VehicleListPage vertical="truck" page={pageOf(slug)} />, {
    path: `/trucks/${slug}${options.search ?? ''}`,
    locale: options.locale,
  });
}

function jsonLd(container: HTMLElement): {
  numberOfItems: number;
  itemListElement: { item: Record<string, unknown> }[];
} {
  const script = container.querySelector('script[type="application/ld+json"]');
  if (!script?.textContent) throw new Error('no JSON-LD script');
  return JSON.parse(script.textContent);
}

describe('VehicleListPage', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => mockedFetch.mockReset());

  it('asks for trucks under 10 lakh and shows their cards, heading, intro and search link', async () => {
    mockedFetch.mockResolvedValue(
      filterPageFixture(
        [modelFixture(), modelFixture({ id: 2, slug: 'intra-v10', name: 'Tata Intra V10' })],
        2,
      ),
    );
    renderList('trucks-under-10-lakh');
    expect(screen.getByRole('heading', { level: 1, name: 'Trucks under ₹10 Lakh' })).toBeInTheDocument();
    expect(screen.getByText(/Every truck with an ex-showroom price under ₹10 Lakh/)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toHaveTextContent(
      '₹3.99 Lakh - ₹6.75 Lakh',
    );
    expect(screen.getByRole('article', { name: 'Tata Intra V10' })).toBeInTheDocument();
    expect(screen.getByText('2 trucks found')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({
        locale: 'en',
        pageType: 'trucks-under-10-lakh',
        budget: 'under-10-lakh',
        sort: 'popularity',
        page: 1,
      }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Refine these results with more filters' })).toHaveAttribute(
      'href',
      '/trucks/search?budget=under-10-lakh',
    );
  });

  it('asks for the body type of a type page and sorts by price', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderList('dumper-trucks');
    expect(screen.getByRole('heading', { level: 1, name: 'Dumper trucks' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Tata Ace Gold' });
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'dumper-trucks', bodyTypes: 'dumper' }),
      expect.anything(),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'dumper-trucks', bodyTypes: 'dumper', sort: 'price-desc' }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Refine these results with more filters' })).toHaveAttribute(
      'href',
      '/trucks/search?bodyType=dumper&sort=price-desc',
    );
  });

  it('pages through a long list', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([modelFixture()], 45));
    renderList('popular-trucks');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'popular', page: 2 }),
      expect.anything(),
    );
  });

  it('shows the expected launch and price of upcoming trucks, or that the price is coming soon', async () => {
    mockedFetch.mockResolvedValue(
      filterPageFixture([
        modelFixture({
          id: 7,
          slug: 'e-dost',
          name: 'Ashok Leyland e-Dost',
          brandName: 'Ashok Leyland',
          status: 'upcoming',
          minPrice: null,
          maxPrice: null,
          expectedLaunch: '2026-04',
          expectedPrice: 1_150_000,
        }),
        modelFixture({
          id: 8,
          slug: 'h-ev',
          name: 'Eicher Pro X EV',
          brandName: 'Eicher',
          status: 'upcoming',
          minPrice: null,
          maxPrice: null,
          expectedLaunch: '2026-09',
          expectedPrice: null,
        }),
      ]),
    );
    renderList('upcoming-trucks');
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming trucks' })).toBeInTheDocument();
    const dost = await screen.findByRole('article', { name: 'Ashok Leyland e-Dost' });
    expect(dost).toHaveTextContent('Expected launch April 2026');
    expect(dost).toHaveTextContent('Expected price ₹11.50 Lakh');
    const eicher = screen.getByRole('article', { name: 'Eicher Pro X EV' });
    expect(eicher).toHaveTextContent('Expected launch September 2026');
    expect(eicher).toHaveTextContent('Price coming soon');
    expect(within(eicher).getByRole('button', { name: 'Alert me: Eicher Pro X EV' })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'upcoming' }),
      expect.anything(),
    );
  });

  it('says there are no upcoming trucks when none match', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([]));
    renderList('upcoming-trucks');
    expect(await screen.findByText('No upcoming trucks in the criteria')).toBeInTheDocument();
  });

  it('gives other lists the search empty message', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([]));
    renderList('electric-trucks');
    expect(
      await screen.findByText('Sorry, there are no model available in the above criteria.'),
    ).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'electric', fuelTypes: 'electric' }),
      expect.anything(),
    );
  });

  it('shows an error with a retry that loads again', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(filterPageFixture([modelFixture()]));
    renderList('latest-trucks');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
  });

  it('carries JSON-LD of at most ten trucks, only those with a positive price, in INR', async () => {
    const priced = Array.from({ length: 12 }, (_, index) =>
      modelFixture({
        id: 100 + index,
        slug: `model-${index}`,
        name: `Tata Truck ${index}`,
        minPrice: 500_000 + index,
      }),
    );
    const unpriced = [
      modelFixture({ id: 1, slug: 'free', name: 'Zero price', minPrice: 0 }),
      modelFixture({ id: 2, slug: 'soon', name: 'No price', minPrice: null, maxPrice: null }),
    ];
    mockedFetch.mockResolvedValue(filterPageFixture([...unpriced, ...priced]));
    const { container } = renderList('trucks-under-10-lakh');
    await screen.findByRole('article', { name: 'Tata Truck 0' });
    const data = jsonLd(container);
    expect(data.numberOfItems).toBe(10);
    expect(data.itemListElement).toHaveLength(10);
    const names = data.itemListElement.map((entry) => entry.item.name);
    expect(names).not.toContain('Zero price');
    expect(names).not.toContain('No price');
    for (const entry of data.itemListElement) {
      expect(entry.item.offers).toEqual(
        expect.objectContaining({ priceCurrency: 'INR', lowPrice: expect.any(Number) }),
      );
      expect((entry.item.offers as { lowPrice: number }).lowPrice).toBeGreaterThan(0);
    }
    expect(data.itemListElement[0].item.url).toBe('http://localhost/trucks/tata-motors/model-0');
  });

  it('escapes < in the JSON-LD so a name cannot close the script', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([modelFixture({ name: 'Ace </script><b>x' })]));
    const { container } = renderList('mini-trucks');
    await screen.findByRole('article', { name: 'Tata Motors Ace </script><b>x' });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(jsonLd(container).itemListElement[0].item.name).toBe('Ace </script><b>x');
  });

  it('speaks Hindi under hi', async () => {
    mockedFetch.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderList('trucks-above-50-lakh', { locale: 'hi' });
    expect(
      screen.getByRole('heading', { level: 1, name: '₹50 लाख से अधिक कीमत वाले ट्रक' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toHaveTextContent(
      '₹3.99 लाख - ₹6.75 लाख',
    );
    expect(screen.getByRole('combobox', { name: 'क्रमबद्ध करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'और फ़िल्टर के साथ इन नतीजों को सीमित करें' })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ locale: 'hi', pageType: 'trucks-above-50-lakh', budget: 'above-50-lakh' }),
      expect.anything(),
    );
  });
});
