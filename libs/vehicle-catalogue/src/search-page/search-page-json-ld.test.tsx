import { screen } from '@testing-library/react';
import { fetchFilterPage } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { filterPageFixture, modelFixture } from '../testing/model-fixture';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { SearchPage } from './search-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));

it('carries the JSON-LD of the priced results', async () => {
  registerCatalogueTexts();
  jest
    .mocked(fetchFilterPage)
    .mockResolvedValue(
      filterPageFixture([
        modelFixture(),
        modelFixture({ id: 2, slug: 'intra-v30', name: 'Tata Intra V30', minPrice: null, maxPrice: null }),
      ]),
    );
  const { container } = renderInRemote(<SearchPage vertical="truck" />, { path: '/trucks/search' });
  await screen.findByRole('article', { name: 'Tata Ace Gold' });
  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '{}');
  expect(data).toMatchObject({ '@type': 'ItemList', name: 'Search trucks', numberOfItems: 1 });
  expect(data.itemListElement[0].item).toMatchObject({
    name: 'Tata Ace Gold',
    url: 'http://localhost/trucks/tata-motors/ace-gold',
    offers: { lowPrice: 399_000, priceCurrency: 'INR' },
  });
});
