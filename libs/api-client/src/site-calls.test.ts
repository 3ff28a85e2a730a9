import { AxiosError, AxiosHeaders } from 'axios';
import { getJson } from './get-json';
import { getHttp } from './http';
import { badRequestMessage, fetchHeaderSearch, postSubscription } from './site-calls';

jest.mock('./get-json', () => ({ getJson: jest.fn() }));
const mockedGet = jest.mocked(getJson);

function badRequest(message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', config, null, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config,
    data: { statusCode: 400, error: 'Bad Request', message },
  });
}

describe('site calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the typed text, city and locale to general/search', async () => {
    mockedGet.mockResolvedValueOnce({ data: { searchResult: [], trendingResult: [], topStories: [] } });
    await fetchHeaderSearch('tata ac', 'new-delhi', 'hi');
    expect(mockedGet).toHaveBeenCalledWith(
      'general/search',
      { searchQuery: 'tata ac', city: 'new-delhi', locale: 'hi' },
      undefined,
    );
  });

  it('posts a subscription with its category and reads the message', async () => {
    const post = jest.spyOn(getHttp(), 'post').mockResolvedValueOnce({ data: { message: 'Thank you' } });
    await expect(postSubscription('fleet@sharma.in')).resolves.toEqual({ message: 'Thank you' });
    expect(post).toHaveBeenCalledWith('general/subscribe', {
      email: 'fleet@sharma.in',
      category: 'subscription',
    });
  });

  it('reads the message of a 400 answer, and nothing from other failures', () => {
    expect(badRequestMessage(badRequest('Please enter a valid email address'))).toBe(
      'Please enter a valid email address',
    );
    expect(badRequestMessage(new Error('network down'))).toBeNull();
    const proxyPage = badRequest('unused');
    if (proxyPage.response) proxyPage.response.data = '<html>400 Bad Request</html>';
    expect(badRequestMessage(proxyPage)).toBeNull();
  });
});
