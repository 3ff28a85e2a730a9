import { screen } from '@testing-library/react';
import { Route, Routes } from '@cvb/router';
import {
  fetchCities,
  fetchModelDetail,
  fetchPriceHistory,
  fetchReviews,
  fetchRunningCost,
  fetchSimilarModels,
  postRecentlyViewed,
} from '@cvb/api-client';
import type { LocaleCode } from '@cvb/contracts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { CITIES, aceDetail } from './model-fixtures';
import { ModelPage } from './model-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchModelDetail: jest.fn(),
  fetchPriceHistory: jest.fn(),
  fetchSimilarModels: jest.fn(),
  fetchCities: jest.fn(),
  postRecentlyViewed: jest.fn(),
  fetchReviews: jest.fn(),
  fetchRunningCost: jest.fn(),
}));

/** The model page in `locale`, its city named as the API names it in that language. */
function renderModel(locale: LocaleCode, cityName: string) {
  const detail = aceDetail({}, { ...CITIES.delhi, name: cityName });
  jest.mocked(fetchModelDetail).mockResolvedValue(detail);
  jest.mocked(fetchReviews).mockResolvedValue({ summary: detail.reviewSummary, reviews: [], total: 0 });
  return renderInRemote(
    <Routes>
      <Route path="/trucks/:brandSlug/:modelSlug" element={<ModelPage vertical="truck" />} />
    </Routes>,
    { path: '/trucks/tata-motors/ace-gold', locale },
  );
}

describe('ModelPage in Telugu and Tamil (docs/domain.md#cities)', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    jest.mocked(fetchPriceHistory).mockResolvedValue({ changed: false, updatedOn: null, variants: [] });
    jest.mocked(fetchSimilarModels).mockResolvedValue([]);
    jest.mocked(fetchCities).mockResolvedValue([{ slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' }]);
    jest.mocked(postRecentlyViewed).mockResolvedValue(undefined);
    jest.mocked(fetchRunningCost).mockRejectedValue(new Error('not asked here'));
  });

  it('joins లో to the city in the price-by-variant heading', async () => {
    renderModel('te', 'న్యూఢిల్లీ');
    expect(await screen.findByRole('heading', { name: 'న్యూఢిల్లీలో వేరియంట్ వారీ ధర' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'న్యూఢిల్లీలో వేరియంట్ వారీ ధర' })).toBeInTheDocument();
  });

  it('joins -இல் to the city with its sandhi in Tamil', async () => {
    renderModel('ta', 'புது தில்லி');
    expect(
      await screen.findByRole('heading', { name: 'புது தில்லியில் வேரியண்ட் வாரியான விலை' }),
    ).toBeInTheDocument();
  });
});
