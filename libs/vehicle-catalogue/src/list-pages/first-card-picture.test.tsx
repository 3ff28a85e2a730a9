import { screen } from '@testing-library/react';
import { fetchFilterPage } from '@cvb/api-client';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { findCatalogueListPage } from './catalogue-list-pages';
import { filterPageFixture, modelFixture } from '../testing/model-fixture';
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

  it.each(['popular-trucks', 'upcoming-trucks'])('is not lazy on /trucks/%s', async (slug) => {
    const page = findCatalogueListPage('truck', slug);
    if (!page) throw new Error(`no list page ${slug}`);
    jest
      .mocked(fetchFilterPage)
      .mockResolvedValueOnce(
        filterPageFixture(
          [
            modelFixture(),
            modelFixture({ id: 2, slug: 'intra-v10', name: 'Tata Intra V10' }),
            modelFixture({ id: 3, slug: 'dost-plus', name: 'Ashok Leyland Dost+' }),
          ],
          3,
        ),
      );
    const { container } = renderInRemote(<VehicleListPage vertical="truck" page={page} />, {
      path: `/trucks/${slug}`,
    });
    await screen.findByRole('article', { name: 'Tata Intra V10' });
    const pictures = [...container.querySelectorAll('article img')].map((image) => ({
      loading: image.getAttribute('loading'),
      fetchpriority: image.getAttribute('fetchpriority'),
    }));
    expect(pictures).toEqual([
      { loading: 'eager', fetchpriority: 'high' },
      { loading: 'lazy', fetchpriority: 'auto' },
      { loading: 'lazy', fetchpriority: 'auto' },
    ]);
  });
});
