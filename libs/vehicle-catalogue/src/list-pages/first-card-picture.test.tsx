import { screen } from '@testing-library/react';
import { fetchFilterPage } from '@cvb/api-client';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { findCatalogueListPage } from './catalogue-list-pages';
import { filterPageFixture, modelFixture } from '../testing/model-fixture';
import { SearchPage } from '../search-page/search-page';
import { VehicleListPage } from './vehicle-list-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));

/** A list's first card holds its largest picture: it is fetched at once and first, the rest when scrolled to. */
describe("the first card's picture of a vehicle list", () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });

  const threeModels = () =>
    filterPageFixture(
      [
        modelFixture(),
        modelFixture({ id: 2, slug: 'intra-v10', name: 'Tata Intra V10' }),
        modelFixture({ id: 3, slug: 'dost-plus', name: 'Ashok Leyland Dost+' }),
      ],
      3,
    );

  /** The pictures of the page's cards in order, with how the browser is told to fetch them. */
  const cardPictures = (container: HTMLElement) =>
    [...container.querySelectorAll('article img')].map((image) => ({
      loading: image.getAttribute('loading'),
      fetchpriority: image.getAttribute('fetchpriority'),
    }));

  const FIRST = { loading: 'eager', fetchpriority: 'high' };
  const LATER = { loading: 'lazy', fetchpriority: 'auto' };

  it('is not lazy on the search page', async () => {
    jest.mocked(fetchFilterPage).mockResolvedValueOnce(threeModels());
    const { container } = renderInRemote(<SearchPage vertical="truck" />, { path: '/trucks/search' });
    await screen.findByRole('article', { name: 'Tata Intra V10' });
    expect(cardPictures(container)).toEqual([FIRST, LATER, LATER]);
  });

  it.each(['popular-trucks', 'upcoming-trucks'])('is not lazy on /trucks/%s', async (slug) => {
    const page = findCatalogueListPage('truck', slug);
    if (!page) throw new Error(`no list page ${slug}`);
    jest.mocked(fetchFilterPage).mockResolvedValueOnce(threeModels());
    const { container } = renderInRemote(<VehicleListPage vertical="truck" page={page} />, {
      path: `/trucks/${slug}`,
    });
    await screen.findByRole('article', { name: 'Tata Intra V10' });
    expect(cardPictures(container)).toEqual([FIRST, LATER, LATER]);
  });
});
