import '@cvb/lead-forms/testing/fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { fetchReviews, postReview } from '@cvb/api-client';
import type { ReviewItem, ReviewListResponse, ReviewSummary } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { waitingForms } from '@cvb/lead-forms/offline';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { ModelReviews } from './model-reviews';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchReviews: jest.fn(),
  postReview: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchReviews);
const mockedPost = jest.mocked(postReview);

const noRatings = {
  comfort: null,
  valueForMoney: null,
  mileage: null,
  exterior: null,
  easeOfDriving: null,
  upTime: null,
  afterSaleService: null,
  costEffective: null,
  driverSafety: null,
  cabinComfort: null,
  durability: null,
};

function summaryOf(count: number, overall: number | null): ReviewSummary {
  return {
    count,
    averageOverall: overall,
    attributes:
      overall === null ? noRatings : { ...noRatings, comfort: 4, valueForMoney: 4.3, durability: 3.5 },
  };
}

function review(
  id: number,
  title: string,
  description = 'Runs every day between Nashik and Pune.',
): ReviewItem {
  return {
    id,
    title,
    description,
    name: 'Suresh Patil',
    useCase: 'goods-transportation',
    vehicleStatus: 'new',
    kmDriven: 42_000,
    overall: 4.2,
    ratings: { ...noRatings, comfort: 4 },
    createdAt: '2025-06-01T05:00:00.000Z',
  };
}

function listOf(reviews: ReviewItem[], total = reviews.length): ReviewListResponse {
  return { summary: summaryOf(total, total === 0 ? null : 3.9), reviews, total };
}

const model = { vertical: 'truck' as const, brandSlug: 'tata-motors', modelSlug: 'ace-gold' };

function renderReviews({ signedIn }: { signedIn: boolean }) {
  const rendered = renderInRemote(
    <ModelReviews model={model} modelName="Tata Ace Gold" initialSummary={summaryOf(0, null)} />,
  );
  act(() => {
    rendered.store.dispatch(userKnown(signedIn ? { id: 7, name: 'Suresh Patil' } : null));
  });
  return rendered;
}

async function fillForm() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Use case'), 'goods-transportation');
  for (const attribute of [
    'Comfort',
    'Value for money',
    'Mileage',
    'Exterior',
    'Ease of driving',
    'Up time',
    'After-sale service',
    'Cost effective',
    'Driver safety',
    'Cabin comfort',
    'Durability',
  ]) {
    await user.click(
      within(screen.getByRole('group', { name: attribute })).getByRole('radio', { name: '4 stars' }),
    );
  }
  await user.click(
    within(screen.getByRole('group', { name: 'Vehicle status' })).getByRole('radio', { name: 'Old' }),
  );
  await user.click(screen.getByLabelText('Km driven (optional)'));
  await user.paste('42000');
  await user.click(screen.getByLabelText('Review title'));
  await user.paste('Reliable city workhorse');
  await user.type(
    screen.getByLabelText('Your review'),
    'Carries 750 kg all day in Pune traffic without fuss.',
  );
  await user.click(screen.getByLabelText('Email'));
  await user.paste('suresh@example.in');
  return user;
}

jest.setTimeout(20_000);

describe('ModelReviews', () => {
  beforeAll(registerCatalogueTexts);
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedPost.mockReset();
  });

  it('shows the overall stars with a text alternative, the count, bars and the newest reviews', async () => {
    mockedFetch.mockResolvedValue(listOf([review(3, 'Third'), review(2, 'Second'), review(1, 'First')], 5));
    renderReviews({ signedIn: false });
    expect(await screen.findByRole('img', { name: '3.9 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/Based on 5 reviews/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Value for money 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Durability 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect(screen.getAllByText('Used for Goods transportation · Bought new · 42,000 km driven')).toHaveLength(
      3,
    );
    expect(mockedFetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ scope: 'few', modelSlug: 'ace-gold' }),
      expect.anything(),
    );
  });

  it('switches between all reviews and fewer reviews', async () => {
    mockedFetch.mockResolvedValue(listOf([review(3, 'Third'), review(2, 'Second'), review(1, 'First')], 4));
    renderReviews({ signedIn: false });
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue(
      listOf([review(4, 'Fourth'), review(3, 'Third'), review(2, 'Second'), review(1, 'First')], 4),
    );
    await user.click(await screen.findByRole('button', { name: 'All reviews' }));
    expect(await screen.findByRole('article', { name: 'Fourth' })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ scope: 'all' }),
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Fewer reviews' }));
    expect(mockedFetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ scope: 'few' }),
      expect.anything(),
    );
  });

  it('says so when nobody has reviewed the model yet', async () => {
    mockedFetch.mockResolvedValue(listOf([]));
    renderReviews({ signedIn: false });
    expect(await screen.findByText('Be the first to review this vehicle.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All reviews' })).not.toBeInTheDocument();
  });

  it('shows review text as text, never as markup', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    mockedFetch.mockResolvedValue(listOf([review(1, xss, `${xss} otherwise fine`)]));
    const { container } = renderReviews({ signedIn: false });
    expect(await screen.findByRole('heading', { name: xss })).toBeInTheDocument();
    expect(screen.getByText(`${xss} otherwise fine`)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('asks the shell to open the login modal when a visitor wants to write a review', async () => {
    mockedFetch.mockResolvedValue(listOf([]));
    renderReviews({ signedIn: false });
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Write a review' }));
    window.removeEventListener('cvb:open-login', opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('checks the form before sending and names each problem', async () => {
    mockedFetch.mockResolvedValue(listOf([]));
    renderReviews({ signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(
      screen.getByText('Share your experience and stand a chance to win a voucher worth ₹5,000.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Suresh Patil');
    await user.click(screen.getByLabelText('Review title'));
    await user.paste('Ok');
    await user.click(screen.getByLabelText('Email'));
    await user.paste('suresh@');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Please choose a use case')).toBeInTheDocument();
    expect(screen.getByText('Please rate Cabin comfort')).toBeInTheDocument();
    expect(screen.getByText('Please choose new or old')).toBeInTheDocument();
    expect(screen.getByText('Review title should be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Review should be at least 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Review title')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedPost).not.toHaveBeenCalled();
  });

  it('sends a complete review, shows the recorded message and re-fetches the rating', async () => {
    mockedFetch.mockResolvedValue(listOf([review(1, 'First')]));
    renderReviews({ signedIn: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Write a review' }));
    const user = await fillForm();
    mockedPost.mockResolvedValue({
      message: 'your rating and review has been recorded',
      updated: false,
      review: review(2, 'Reliable city workhorse'),
      summary: summaryOf(2, 4),
    });
    mockedFetch.mockResolvedValue(listOf([review(2, 'Reliable city workhorse'), review(1, 'First')]));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('your rating and review has been recorded')).toBeInTheDocument();
    expect(mockedPost).toHaveBeenCalledWith(
      expect.objectContaining({
        ...model,
        useCase: 'goods-transportation',
        comfort: 4,
        durability: 4,
        vehicleStatus: 'old',
        kmDriven: 42_000,
        title: 'Reliable city workhorse',
        name: 'Suresh Patil',
        email: 'suresh@example.in',
      }),
    );
    expect(await screen.findByText(/Based on 2 reviews/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Reliable city workhorse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('keeps a review sent without a connection, says so, and sends it once when the connection is back', async () => {
    let online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    mockedFetch.mockResolvedValue(listOf([review(1, 'First')]));
    renderReviews({ signedIn: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Write a review' }));
    const user = await fillForm();
    online = false;
    mockedPost.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    mockedPost.mockResolvedValueOnce({
      message: 'your rating and review has been recorded',
      updated: false,
      review: review(2, 'Reliable city workhorse'),
      summary: summaryOf(2, 4),
    });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Saved — will be sent when you are back online')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await waitingForms()).toEqual([
      expect.objectContaining({
        key: 'review:truck/tata-motors/ace-gold',
        kind: 'review',
        body: expect.objectContaining({ title: 'Reliable city workhorse' }),
      }),
    ]);
    expect(mockedPost).toHaveBeenCalledTimes(1);

    mockedFetch.mockResolvedValue(listOf([review(2, 'Reliable city workhorse'), review(1, 'First')]));
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('your rating and review has been recorded')).toBeInTheDocument();
    expect(mockedPost).toHaveBeenCalledTimes(2);
    expect(mockedPost.mock.calls[1]?.[0]).toEqual(mockedPost.mock.calls[0]?.[0]);
    expect(await waitingForms()).toEqual([]);
  });

  it('says a held review will appear after a check instead of claiming it is recorded', async () => {
    mockedFetch.mockResolvedValue(listOf([review(1, 'First')]));
    renderReviews({ signedIn: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Write a review' }));
    const user = await fillForm();
    mockedPost.mockResolvedValue({
      message: 'Thank you. It will appear on the site after a quick check by our team',
      held: true,
      updated: false,
      review: review(2, 'Reliable city workhorse'),
      summary: summaryOf(1, 4),
    });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText(
        'Thank you. Your review will appear on the site after a quick check by our team',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('your rating and review has been recorded')).not.toBeInTheDocument();
  });

  it('opens the login modal when the session has ended before sending', async () => {
    mockedFetch.mockResolvedValue(listOf([]));
    renderReviews({ signedIn: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Write a review' }));
    const user = await fillForm();
    const config = { headers: new AxiosHeaders() };
    mockedPost.mockRejectedValue(
      new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, null, {
        status: 401,
        statusText: 'Unauthorized',
        headers: {},
        config,
        data: { error: true, message: 'Please log in to continue', data: null },
      }),
    );
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    window.removeEventListener('cvb:open-login', opened);
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to write a review.');
  });

  it('speaks the page’s language', async () => {
    mockedFetch.mockResolvedValue(listOf([review(1, 'पहली')], 1));
    renderInRemote(
      <ModelReviews model={model} modelName="टाटा ऐस गोल्ड" initialSummary={summaryOf(0, null)} />,
      {
        locale: 'hi',
      },
    );
    expect(await screen.findByRole('button', { name: 'समीक्षा लिखें' })).toBeInTheDocument();
    expect(screen.getByText('माल ढुलाई के लिए इस्तेमाल · नया खरीदा · 42,000 किमी चला')).toBeInTheDocument();
  });
});
