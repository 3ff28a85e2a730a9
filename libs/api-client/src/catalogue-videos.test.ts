import { fetchCities, fetchDealers } from './catalogue-dealers';
import { fetchVideos } from './catalogue-videos';
import { getJson } from './get-json';

jest.mock('./get-json', () => ({ getJson: jest.fn() }));
const mockedGet = jest.mocked(getJson);

describe('catalogue calls', () => {
  beforeEach(() => mockedGet.mockReset().mockResolvedValue({ items: [], total: 0 }));

  it('asks the videos call that matches the scope', async () => {
    const page = { _start: 12, _limit: 12 };
    await fetchVideos('truck', {}, page);
    await fetchVideos('truck', { brandSlug: 'eicher' }, page);
    await fetchVideos('truck', { brandSlug: 'eicher', modelSlug: 'pro-2049' }, page);
    expect(mockedGet.mock.calls.map(([path, params]) => [path, params])).toEqual([
      ['trucks/videos', page],
      ['trucks/brand-videos', { brandSlug: 'eicher', ...page }],
      ['trucks/model-videos', { brandSlug: 'eicher', modelSlug: 'pro-2049', ...page }],
    ]);
  });

  it('asks trucks/dealers and unwraps general/cities', async () => {
    await fetchDealers('truck', { brandSlug: 'eicher', citySlug: 'pune' });
    expect(mockedGet).toHaveBeenCalledWith(
      'trucks/dealers',
      { brandSlug: 'eicher', citySlug: 'pune' },
      undefined,
    );
    mockedGet.mockResolvedValueOnce({
      data: { cities: [{ slug: 'pune', name: 'Pune', state: 'Maharashtra' }] },
    });
    expect(await fetchCities()).toEqual([{ slug: 'pune', name: 'Pune', state: 'Maharashtra' }]);
  });
});
