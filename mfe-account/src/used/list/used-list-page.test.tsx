import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { fetchUsedAds } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { Routes } from '@cvb/router';
import { adCardFixture, adListFixture } from '../testing/used-fixtures';
import { usedTexts } from '../texts';
import { usedRoutes } from '../used-routes';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchUsedAds: jest.fn(),
}));
const mockedAds = jest.mocked(fetchUsedAds);

const show = (path: string, locale: 'en' | 'hi' = 'en') =>
  renderInRemote(<Routes>{usedRoutes()}</Routes>, { path, locale });

function notFound() {
  const response = { status: 404, data: { error: true, message: 'No such brand' } } as AxiosResponse;
  return new AxiosError(
    'Request failed with status code 404',
    'ERR_BAD_REQUEST',
    undefined,
    undefined,
    response,
  );
}

describe('used list pages', () => {
  beforeAll(() => registerNamespace('used', usedTexts));
  beforeEach(() => {
    mockedAds.mockReset();
    mockedAds.mockResolvedValue(adListFixture());
  });

  it('lists a vertical’s ads with counts per filter value, as links that keep the other filters', async () => {
    show('/used-tractors?maxPrice=500000');
    expect(screen.getByRole('heading', { level: 1, name: 'Used tractors' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2019 Mahindra 575 DI XP Plus' })).toHaveAttribute(
      'href',
      '/used-tractors/mahindra-575-di-2019-pune-123',
    );
    expect(screen.getByText('1 ad')).toBeInTheDocument();
    expect(mockedAds).toHaveBeenCalledWith(
      'tractor',
      { maxPrice: 500_000, _locale: 'en' },
      expect.anything(),
    );
    // On a phone the filters open under a button.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show filters' }));
    const states = screen.getByRole('region', { name: 'Filters' });
    expect(within(states).getByRole('link', { name: 'Maharashtra 9' })).toHaveAttribute(
      'href',
      '/used-tractors/maharashtra?maxPrice=500000',
    );
    // The chosen budget is marked, and its link takes it out.
    expect(within(states).getByRole('link', { name: 'Up to ₹5 Lakh' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Remove filter: Up to ₹5 Lakh' })).toHaveAttribute(
      'href',
      '/used-tractors',
    );
  });

  it('follows a filter link: the state page asks for that state, with a heading and introduction in Hindi', async () => {
    const user = userEvent.setup();
    show('/used-tractors?maxPrice=500000', 'hi');
    await user.click(await screen.findByRole('button', { name: 'फ़िल्टर दिखाएँ' }));
    await user.click(screen.getByRole('link', { name: 'Maharashtra 9' }));
    expect(screen.getByRole('heading', { level: 1, name: 'महाराष्ट्र में पुराने ट्रैक्टर' })).toBeInTheDocument();
    expect(screen.getByText(/महाराष्ट्र के मालिकों के विज्ञापन/)).toBeInTheDocument();
    expect(mockedAds).toHaveBeenLastCalledWith(
      'tractor',
      { state: 'maharashtra', maxPrice: 500_000, _locale: 'hi' },
      expect.anything(),
    );
  });

  it('names a brand page after the brand the API gives, and sorts from the select', async () => {
    const user = userEvent.setup();
    mockedAds.mockResolvedValue(adListFixture({ brand: { slug: 'mahindra', name: 'Mahindra' } }));
    show('/used-tractors/brand/mahindra');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Used Mahindra tractors' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(mockedAds).toHaveBeenLastCalledWith(
      'tractor',
      { brand: 'mahindra', sort: 'price-asc', _locale: 'en' },
      expect.anything(),
    );
  });

  it('suggests the filter to remove when nothing matches, the one that brings back most ads first', async () => {
    mockedAds.mockResolvedValue(adListFixture({ ads: [], total: 0 }));
    show('/used-tractors/punjab?brand=sonalika&owner=1st');
    expect(await screen.findByRole('heading', { name: 'No ads match these filters.' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'No ads match these filters.' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remove filter: Sonalika',
      'Remove filter: Punjab',
      'Remove filter: First owner',
    ]);
    expect(links[1]).toHaveAttribute('href', '/used-tractors?brand=sonalika&owner=1st');
  });

  it('names a chosen state and owner in words when the counts do not list them', async () => {
    const facets = { ...adListFixture().facets, state: [], owner: [] };
    mockedAds.mockResolvedValue(adListFixture({ ads: [], total: 0, facets }));
    show('/used-tractors/punjab?owner=3rd%2B', 'hi');
    const section = await screen.findByRole('region', { name: 'इन फ़िल्टर से कोई विज्ञापन नहीं मिला।' });
    expect(within(section).getByRole('link', { name: 'फ़िल्टर हटाएँ: पंजाब' })).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'फ़िल्टर हटाएँ: तीसरा या बाद का मालिक' }),
    ).toBeInTheDocument();
  });

  it('pages with links, each page its own URL', async () => {
    mockedAds.mockResolvedValue(adListFixture({ total: 30, ads: [adCardFixture()] }));
    show('/used-tractors?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/used-tractors?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/used-tractors');
  });

  it('answers not found for a segment that is neither a state nor an ad', () => {
    show('/used-tractors/atlantis');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(mockedAds).not.toHaveBeenCalled();
  });

  it('answers not found for a brand the API does not know', async () => {
    mockedAds.mockRejectedValue(notFound());
    show('/used-tractors/brand/no-such-brand');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});
