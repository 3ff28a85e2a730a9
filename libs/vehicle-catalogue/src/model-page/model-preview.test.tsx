import { screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { Route, Routes } from '@cvb/router';
import {
  fetchCities,
  fetchModelDetail,
  fetchModelPreview,
  fetchPriceHistory,
  fetchReviews,
  fetchRunningCost,
  fetchSimilarModels,
  postRecentlyViewed,
} from '@cvb/api-client';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { dieselTruck, runningCostAnswer } from '../cost-page/running-cost-fixtures';
import { aceDetail } from './model-fixtures';
import { ModelPage } from './model-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchModelDetail: jest.fn(),
  fetchModelPreview: jest.fn(),
  fetchPriceHistory: jest.fn(),
  fetchSimilarModels: jest.fn(),
  fetchCities: jest.fn(),
  postRecentlyViewed: jest.fn(),
  fetchReviews: jest.fn(),
  fetchRunningCost: jest.fn(),
}));
const mockedDetail = jest.mocked(fetchModelDetail);
const mockedPreview = jest.mocked(fetchModelPreview);
const mockedRecord = jest.mocked(postRecentlyViewed);

const published = aceDetail();
const draft = { ...published, model: { ...published.model, name: 'Tata Ace Gold Draft' } };

function renderModel(path: string, locale: 'en' | 'hi' = 'en') {
  return renderInRemote(
    <Routes>
      <Route path="/trucks/:brandSlug/:modelSlug" element={<ModelPage vertical="truck" />} />
    </Routes>,
    { path, locale },
  );
}

function refused(status: number): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data: { error: true, message: 'You do not have permission to do this', data: null },
  });
}

describe('ModelPage preview (?preview=<model id>)', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    jest
      .mocked(fetchRunningCost)
      .mockReset()
      .mockResolvedValue(runningCostAnswer([dieselTruck]));
    jest.mocked(fetchSimilarModels).mockReset().mockResolvedValue([]);
    jest
      .mocked(fetchCities)
      .mockReset()
      .mockResolvedValue([{ slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' }]);
    jest
      .mocked(fetchPriceHistory)
      .mockReset()
      .mockResolvedValue({ changed: false, updatedOn: null, variants: [] });
    jest
      .mocked(fetchReviews)
      .mockReset()
      .mockResolvedValue({ summary: published.reviewSummary, reviews: [], total: 0 });
    mockedRecord.mockReset().mockResolvedValue(undefined);
    mockedDetail.mockReset().mockResolvedValue(published);
    mockedPreview.mockReset();
  });

  it("shows an editor the draft under a 'not published' banner, and records no visit", async () => {
    mockedPreview.mockResolvedValue(draft);
    renderModel('/trucks/tata-motors/ace-gold?preview=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold Draft' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Preview — not published' })).toHaveTextContent(
      'Only editors can see this draft.',
    );
    expect(mockedPreview).toHaveBeenCalledWith(12, { city: 'new-delhi', locale: 'en' }, expect.anything());
    expect(mockedDetail).not.toHaveBeenCalled();
    expect(mockedRecord).not.toHaveBeenCalled();
  });

  it('says so in Hindi', async () => {
    mockedPreview.mockResolvedValue(draft);
    renderModel('/trucks/tata-motors/ace-gold?preview=12', 'hi');
    expect(await screen.findByText('पूर्वावलोकन — अभी प्रकाशित नहीं')).toBeInTheDocument();
  });

  it('shows anyone the API refuses the preview to the published page, without a banner', async () => {
    mockedPreview.mockRejectedValue(refused(403));
    renderModel('/trucks/tata-motors/ace-gold?preview=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(screen.queryByText('Preview — not published')).not.toBeInTheDocument();
    expect(mockedDetail).toHaveBeenCalled();
  });

  it('ignores a preview parameter that is not a model id', async () => {
    renderModel('/trucks/tata-motors/ace-gold?preview=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(mockedPreview).not.toHaveBeenCalled();
    expect(screen.queryByText('Preview — not published')).not.toBeInTheDocument();
  });
});
