import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { Route, Routes } from '@cvb/router';
import {
  fetchCities,
  fetchModelDetail,
  fetchReviews,
  fetchRunningCost,
  fetchSimilarModels,
  postRecentlyViewed,
} from '@cvb/api-client';
import type { ModelDetail } from '@cvb/contracts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { readVisitedModels } from '../recently-viewed';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { CITIES, aceDetail, aceSummary } from './model-fixtures';
import { ModelPage } from './model-page';
import { dieselTruck, runningCostAnswer } from '../cost-page/running-cost-fixtures';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchModelDetail: jest.fn(),
  // The price history block: no change, so nothing shown (its own test: price-history.test.tsx).
  fetchPriceHistory: jest.fn(async () => ({ changed: false, updatedOn: null, variants: [] })),
  fetchSimilarModels: jest.fn(),
  fetchCities: jest.fn(),
  postRecentlyViewed: jest.fn(),
  fetchReviews: jest.fn(),
  fetchRunningCost: jest.fn(),
}));
const mockedDetail = jest.mocked(fetchModelDetail);
const mockedSimilar = jest.mocked(fetchSimilarModels);
const mockedCities = jest.mocked(fetchCities);
const mockedRecord = jest.mocked(postRecentlyViewed);
const mockedReviews = jest.mocked(fetchReviews);

const intra = {
  ...aceSummary,
  id: 2,
  slug: 'intra-v30',
  name: 'Tata Intra V30',
  minPrice: 730_000,
  maxPrice: 860_000,
};

function renderModel(locale: 'en' | 'hi' | 'ta' | 'te' = 'en') {
  return renderInRemote(
    <Routes>
      <Route path="/trucks/:brandSlug/:modelSlug" element={<ModelPage vertical="truck" />} />
    </Routes>,
    { path: '/trucks/tata-motors/ace-gold', locale },
  );
}

function withDetail(detail: ModelDetail) {
  mockedDetail.mockResolvedValue(detail);
}

describe('ModelPage', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    window.localStorage.clear();
    jest
      .mocked(fetchRunningCost)
      .mockReset()
      .mockResolvedValue(runningCostAnswer([dieselTruck]));
    mockedDetail.mockReset();
    mockedSimilar.mockReset().mockResolvedValue([intra]);
    mockedCities.mockReset().mockResolvedValue([
      { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
      { slug: 'kochi', name: 'Kochi', state: 'Kerala' },
    ]);
    mockedRecord.mockReset().mockResolvedValue(undefined);
    // The reviews call answers what the page's summary says, with no review texts.
    mockedReviews.mockReset().mockImplementation(async () => {
      const { reviewSummary } = await mockedDetail.mock.results[0].value;
      return { summary: reviewSummary, reviews: [], total: reviewSummary.count };
    });
  });

  it('renders every section from the model detail', async () => {
    withDetail(aceDetail());
    renderModel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(screen.getByText('₹4.00 Lakh - ₹6.70 Lakh')).toBeInTheDocument();
    expect(document.title).toBe('Tata Ace Gold price in New Delhi, specs, variants and reviews');

    const specs = screen.getByRole('table', { name: 'Key specifications' });
    expect(within(specs).getByRole('rowheader', { name: 'Gross vehicle weight (GVW)' })).toBeInTheDocument();
    expect(
      within(specs).getByRole('row', { name: 'Gross vehicle weight (GVW) 1,815 kg' }),
    ).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Engine 702 cc' })).toBeInTheDocument();
    expect(within(specs).queryByText('Battery capacity')).not.toBeInTheDocument();

    const prices = screen.getByRole('table', { name: 'Price by variant in New Delhi' });
    expect(within(prices).getByRole('columnheader', { name: 'RTO / road tax' })).toBeInTheDocument();
    // The on-road price, the key number, comes right after the variant's name (on a phone: without scrolling).
    expect(
      within(prices)
        .getAllByRole('columnheader')
        .slice(0, 2)
        .map((header) => header.textContent),
    ).toEqual(['Variant', 'On-road price']);
    expect(
      within(prices).getByRole('row', { name: /^STD ₹4\.41 Lakh ₹4\.00 Lakh ₹24,000 ₹12,000 ₹5,000$/ }),
    ).toBeInTheDocument();
    expect(within(prices).getByRole('link', { name: 'STD' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors/ace-gold/ace-gold-std',
    );

    expect(screen.getByRole('img', { name: 'Tata Ace Gold, image 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Cherry Red')).toBeInTheDocument();
    expect(await screen.findByText('Running cost ≈ ₹9.87 per km')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the full calculation' })).toHaveAttribute(
      'href',
      '/trucks/cost-of-ownership?variants=ace-gold-std&city=new-delhi',
    );
    const video = screen.getByRole('link', { name: 'Tata Ace Gold walkaround (opens YouTube in a new tab)' });
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(video).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(screen.getByText('What is the price of the Tata Ace Gold?').closest('details')).not.toBeNull();
    expect(screen.getByText('Low running cost for last-mile delivery')).toBeInTheDocument();
    expect(screen.getByText('Limited highway performance')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Tata Ace Gold review: the last-mile workhorse' }),
    ).toHaveTextContent('4.4 out of 5 · By Arvind Sharma, 1 June 2025');
    expect(screen.getByRole('link', { name: 'Compare Tata Ace Gold with others' })).toHaveAttribute(
      'href',
      '/trucks/compare?variants=ace-gold-std',
    );
    expect(screen.getByRole('link', { name: 'Calculate the EMI of Tata Ace Gold' })).toHaveAttribute(
      'href',
      '/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=ace-gold',
    );
    expect(screen.getByRole('link', { name: 'Tata Motors dealers in New Delhi' })).toHaveAttribute(
      'href',
      '/trucks/truck-dealers/tata-motors/new-delhi',
    );
    const similar = await screen.findByRole('article', { name: 'Tata Intra V30' });
    expect(similar.closest('a')).toHaveAttribute('href', '/trucks/tata-motors/intra-v30');
    const row = screen.getByRole('group', { name: 'Similar vehicles' });
    expect(within(within(row).getByRole('list')).getByRole('listitem')).toContainElement(similar);
    for (const action of [
      'Get price quote',
      'Book test drive',
      'Request callback',
      'Download brochure',
      'Apply for loan',
    ]) {
      expect(screen.getByRole('button', { name: action })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    expect(screen.queryByRole('button', { name: 'Alert me' })).not.toBeInTheDocument();
    expect(mockedDetail).toHaveBeenCalledWith(
      'truck',
      { brandSlug: 'tata-motors', modelSlug: 'ace-gold', city: 'new-delhi', locale: 'en' },
      expect.anything(),
    );
    expect(mockedSimilar).toHaveBeenCalledWith('truck', 'ace-gold', 'en', expect.anything());
  });

  it('moves through the gallery with the buttons and the arrow keys', async () => {
    withDetail(aceDetail());
    renderModel();
    await userEvent.click(await screen.findByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Tata Ace Gold, image 2 of 2' })).toHaveAttribute(
      'src',
      '/api/media/ace-side.svg',
    );
    fireEvent.keyDown(screen.getByRole('group', { name: 'Images' }), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Tata Ace Gold, image 1 of 2' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('group', { name: 'Images' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'Tata Ace Gold, image 2 of 2' })).toBeInTheDocument();
  });

  it('asks again for another city and shows that city’s breakup', async () => {
    mockedDetail.mockImplementation(async (_vertical, query) =>
      query.city === 'kochi' ? aceDetail({}, CITIES.kochi) : aceDetail(),
    );
    renderModel();
    const select = await screen.findByRole('combobox', { name: 'City' });
    await screen.findByRole('option', { name: 'Kochi' });
    await userEvent.selectOptions(select, 'Kochi');
    const prices = await screen.findByRole('table', { name: 'Price by variant in Kochi' });
    expect(
      within(prices).getByRole('row', { name: /^STD ₹4\.54 Lakh ₹4\.00 Lakh ₹36,000 ₹12,000 ₹6,000$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('RTO and insurance as charged in Kerala.')).toBeInTheDocument();
    expect(mockedDetail).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ city: 'kochi' }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Tata Motors dealers in Kochi' })).toHaveAttribute(
      'href',
      '/trucks/truck-dealers/tata-motors/kochi',
    );
  });

  it('says "Price coming soon" for a model and variants without a price', async () => {
    const detail = aceDetail();
    withDetail({
      ...detail,
      model: { ...detail.model, minPrice: null, maxPrice: null },
      variants: detail.variants.map((variant) => ({ ...variant, price: null, onRoad: null })),
      onRoad: null,
    });
    renderModel();
    await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' });
    const prices = screen.getByRole('table', { name: 'Price by variant in New Delhi' });
    expect(within(prices).getAllByText('Price coming soon')).toHaveLength(2);
    // The price line and the two cells of the table; the variants list says it beside each name.
    expect(screen.getAllByText('Price coming soon')).toHaveLength(3);
    const variants = screen.getByRole('region', { name: 'Variants (2 variants)' });
    expect(within(variants).getAllByRole('listitem')[0]).toHaveTextContent('STD — Price coming soon');
    expect(screen.queryByText(/Lakh/)).not.toBeInTheDocument();
  });

  it('shows an upcoming model’s expected launch and price', async () => {
    const detail = aceDetail();
    withDetail({
      ...detail,
      model: {
        ...detail.model,
        status: 'upcoming',
        minPrice: null,
        maxPrice: null,
        expectedLaunch: '2026-04',
        expectedPrice: 950_000,
      },
    });
    renderModel();
    expect(await screen.findByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('Expected launch: April 2026')).toBeInTheDocument();
    expect(screen.getByText('Expected price: ₹9.50 Lakh')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alert me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get price quote' })).not.toBeInTheDocument();
  });

  it('says so when there are no images and no videos', async () => {
    const detail = aceDetail();
    withDetail({ ...detail, model: { ...detail.model, gallery: [] }, videos: [] });
    renderModel();
    expect(await screen.findByText('No exterior images available now')).toBeInTheDocument();
    expect(screen.getByText('No videos available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('summarises the visitors’ reviews when there are some', async () => {
    const detail = aceDetail();
    withDetail({
      ...detail,
      reviewSummary: {
        count: 3,
        averageOverall: 3.9,
        attributes: { ...detail.reviewSummary.attributes, comfort: 4, valueForMoney: 4.3, durability: 4 },
      },
    });
    renderModel();
    const reviews = await screen.findByRole('region', { name: 'User reviews' });
    expect(reviews).toHaveTextContent('Overall rating: 3.9 out of 5 · Based on 3 reviews');
    expect(within(reviews).getByRole('row', { name: 'Value for money 4.3 out of 5' })).toBeInTheDocument();
    expect(within(reviews).queryByText('Mileage')).not.toBeInTheDocument();
    expect(within(reviews).queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('records the visit in visitedModels and with the API, and only logs a failed call', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedRecord.mockRejectedValue(new Error('Network Error'));
    withDetail(aceDetail());
    renderModel();
    await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' });
    expect(readVisitedModels()[0]).toMatchObject({
      vertical: 'truck',
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      name: 'Tata Ace Gold',
      link: '/trucks/tata-motors/ace-gold',
    });
    expect(mockedRecord).toHaveBeenCalledWith(
      expect.objectContaining({
        vertical: 'truck',
        brandSlug: 'tata-motors',
        modelSlug: 'ace-gold',
        visitorId: expect.stringMatching(/^[A-Za-z0-9_-]{6,80}$/),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorSpy).toHaveBeenCalledWith('Could not record the recently viewed model', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    errorSpy.mockRestore();
  });

  it('renders in Hindi with Hindi labels and lakh prices', async () => {
    withDetail(aceDetail());
    renderModel('hi');
    expect(await screen.findByText('₹4.00 लाख - ₹6.70 लाख')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मुख्य स्पेसिफिकेशन' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'New Delhi में वेरिएंट के अनुसार कीमत' })).toHaveTextContent(
      '₹4.41 लाख',
    );
    expect(screen.getByRole('columnheader', { name: 'आरटीओ / रोड टैक्स' })).toBeInTheDocument();
    // The state whose rules set RTO and insurance is named in Hindi too, not "Delhi".
    expect(screen.getByText('आरटीओ और बीमा दिल्ली के नियमों के अनुसार।')).toBeInTheDocument();
    expect(screen.getByText('अभी कोई समीक्षा नहीं')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'शहर' })).toBeInTheDocument();
    expect(mockedDetail).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ locale: 'hi' }),
      expect.anything(),
    );
  });

  it('joins the case ending to the city in Telugu and Tamil headings (docs/domain.md#cities)', async () => {
    withDetail(aceDetail({}, { ...CITIES.delhi, name: 'న్యూఢిల్లీ' }));
    const telugu = renderModel('te');
    expect(await screen.findByRole('heading', { name: 'న్యూఢిల్లీలో వేరియంట్ వారీ ధర' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'న్యూఢిల్లీలో వేరియంట్ వారీ ధర' })).toBeInTheDocument();
    telugu.unmount();
    withDetail(aceDetail({}, { ...CITIES.delhi, name: 'புது தில்லி' }));
    renderModel('ta');
    expect(
      await screen.findByRole('heading', { name: 'புது தில்லியில் வேரியண்ட் வாரியான விலை' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown model and a retry for other failures', async () => {
    mockedDetail.mockRejectedValueOnce(
      new AxiosError('Not Found', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        statusText: 'Not Found',
        data: {},
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    const { unmount } = renderModel();
    expect(
      await screen.findByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
    unmount();
    mockedDetail.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(aceDetail());
    renderModel();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeInTheDocument();
  });
});
