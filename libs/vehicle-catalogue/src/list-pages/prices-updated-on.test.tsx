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
const mockedFetch = jest.mocked(fetchFilterPage);

function renderList(locale: 'en' | 'hi' = 'en') {
  const page = findCatalogueListPage('truck', 'trucks-under-10-lakh');
  if (!page) throw new Error('no list page');
  return renderInRemote(<VehicleListPage vertical="truck" page={page} />, {
    path: '/trucks/trucks-under-10-lakh',
    locale,
  });
}

describe("a list's 'prices updated on'", () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => mockedFetch.mockReset());

  it('shows the day the newest price of the listed models was set, from the list answer', async () => {
    mockedFetch.mockResolvedValue({ ...filterPageFixture([modelFixture()]), priceUpdatedOn: '2026-03-01' });
    renderList();
    expect(await screen.findByText('Prices updated on 1 March 2026')).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    mockedFetch.mockResolvedValue({ ...filterPageFixture([modelFixture()]), priceUpdatedOn: '2026-03-01' });
    renderList('hi');
    expect(await screen.findByText(/^कीमतें .*2026 को अपडेट की गईं$/)).toBeInTheDocument();
  });

  it('says nothing when no listed model has a price', async () => {
    mockedFetch.mockResolvedValue({ ...filterPageFixture([modelFixture()]), priceUpdatedOn: null });
    renderList();
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(screen.queryByText(/Prices updated on/)).not.toBeInTheDocument();
  });
});
