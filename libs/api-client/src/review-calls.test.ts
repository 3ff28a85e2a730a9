import { AxiosError, AxiosHeaders } from 'axios';
import { postCommunityAnswer, postCommunityQuestion } from './community-calls';
import { getJson } from './get-json';
import { getHttp } from './http';
import { fetchReviews, isLoginRequired, postReview } from './review-calls';

jest.mock('./get-json', () => ({ getJson: jest.fn() }));
const mockedGet = jest.mocked(getJson);

function failed(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { error: true, message: 'Please log in to continue', data: null },
  });
}

const summary = {
  count: 1,
  averageOverall: 4,
  attributes: {
    comfort: 4,
    valueForMoney: 4,
    mileage: 4,
    exterior: 4,
    easeOfDriving: null,
    upTime: null,
    afterSaleService: null,
    costEffective: null,
    driverSafety: null,
    cabinComfort: null,
    durability: null,
  },
};

describe('review and community calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks rate-vehicle/getdata for a model with its scope', async () => {
    mockedGet.mockResolvedValueOnce({ summary, reviews: [], total: 1 });
    await fetchReviews({ brandSlug: 'tata-motors', modelSlug: 'ace-gold', scope: 'all' });
    expect(mockedGet).toHaveBeenCalledWith(
      'rate-vehicle/getdata',
      { brandSlug: 'tata-motors', modelSlug: 'ace-gold', scope: 'all' },
      undefined,
    );
  });

  it('posts a review to general/review and answers the reply of the API as it came', async () => {
    const reply = { message: 'your rating and review has been recorded', updated: false, held: true };
    const post = jest.spyOn(getHttp(), 'post').mockResolvedValueOnce({ data: reply });
    const review = {
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      useCase: 'goods-delivery',
      comfort: 4,
      valueForMoney: 4,
      mileage: 4,
      exterior: 4,
      vehicleStatus: 'new',
      title: 'Good',
      description: 'Good',
    } as const;
    await expect(postReview(review)).resolves.toBe(reply);
    expect(post).toHaveBeenCalledWith('general/review', review);
  });

  it('posts questions and answers to the community paths', async () => {
    const post = jest.spyOn(getHttp(), 'post').mockRejectedValue(failed(401));
    await expect(
      postCommunityQuestion({ vertical: 'bus', title: 'Which bus for a school?' }),
    ).rejects.toThrow();
    await expect(postCommunityAnswer(7, 'Yes')).rejects.toThrow();
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      'community/questions',
      'community/questions/7/answers',
    ]);
  });

  it('tells a refusal for want of login from other failures', () => {
    expect(isLoginRequired(failed(401))).toBe(true);
    expect(isLoginRequired(failed(400))).toBe(false);
    expect(isLoginRequired(new Error('network down'))).toBe(false);
  });
});
