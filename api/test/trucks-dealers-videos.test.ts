import {
  citiesResponseSchema,
  dealerListSchema,
  recentlyViewedResponseSchema,
  similarResponseSchema,
  videoListSchema,
} from '@cvb/contracts';
import { videoIdOf } from '../src/catalogue/engine/video-records';
import { testDatabases, useTestApi } from './databases';

describe('video ids', () => {
  it('are the last 11 characters of the link', () => {
    expect(videoIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtu.be/a_b-c1234XY')).toBe('a_b-c1234XY');
  });
});

describe.each(testDatabases)('dealers, videos, cities, similar and recently viewed on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('lists cities with slug, name and state, New Delhi first', async () => {
    const body = citiesResponseSchema.parse((await get('/api/general/cities')).json());
    expect(body.data.cities.length).toBeGreaterThanOrEqual(60);
    expect(body.data.cities[0]).toEqual({ slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' });
    expect(new Set(body.data.cities.map((c) => c.state)).size).toBeGreaterThanOrEqual(20);
  });

  it('lists a brand’s dealers and service centres, by city too, and nothing for a city without any', async () => {
    const all = dealerListSchema.parse((await get('/api/trucks/dealers?brandSlug=tata-motors')).json());
    expect(all.total).toBe(all.items.length);
    expect(all.items.every((d) => d.brandSlug === 'tata-motors')).toBe(true);
    expect(new Set(all.items.map((d) => d.kind))).toEqual(new Set(['dealer', 'service-centre']));
    const pune = dealerListSchema.parse(
      (await get('/api/trucks/dealers?brandSlug=tata-motors&citySlug=pune')).json(),
    );
    expect(pune.items.length).toBeGreaterThan(0);
    expect(
      pune.items.every((d) => d.citySlug === 'pune' && d.state === 'Maharashtra' && /^\d{10}$/.test(d.phone)),
    ).toBe(true);
    const services = dealerListSchema.parse(
      (await get('/api/trucks/dealers?brandSlug=tata-motors&kind=service-centre')).json(),
    );
    expect(services.items.every((d) => d.kind === 'service-centre')).toBe(true);

    const cities = citiesResponseSchema.parse((await get('/api/general/cities')).json()).data.cities;
    const volvo = dealerListSchema.parse((await get('/api/trucks/dealers?brandSlug=volvo')).json());
    const withVolvo = new Set(volvo.items.map((d) => d.citySlug));
    const without = cities.find((c) => !withVolvo.has(c.slug));
    expect(without).toBeDefined();
    const empty = dealerListSchema.parse(
      (await get(`/api/trucks/dealers?brandSlug=volvo&citySlug=${without?.slug}`)).json(),
    );
    expect(empty).toEqual({ items: [], total: 0 });
    expect(
      dealerListSchema.parse((await get('/api/trucks/dealers?brandSlug=no-such-brand')).json()).total,
    ).toBe(0);
  });

  it('requires the brand for dealers', async () => {
    const response = await get('/api/trucks/dealers?citySlug=pune');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('brandSlug');
  });

  it('lists videos newest first, by brand and by model, each id the link’s last 11 characters', async () => {
    const all = videoListSchema.parse((await get('/api/trucks/videos?_limit=100')).json());
    expect(all.total).toBeGreaterThanOrEqual(40);
    const dates = all.items.map((v) => v.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const video of all.items) expect(video.link.slice(-11)).toBe(video.videoId);
    const page2 = videoListSchema.parse((await get('/api/trucks/videos?_limit=5&_start=5')).json());
    expect(page2.items.map((v) => v.id)).toEqual(all.items.slice(5, 10).map((v) => v.id));

    const brand = videoListSchema.parse((await get('/api/trucks/brand-videos?brandSlug=eicher')).json());
    expect(brand.total).toBeGreaterThan(1);
    expect(brand.items.every((v) => v.brandSlug === 'eicher')).toBe(true);
    const model = videoListSchema.parse(
      (await get('/api/trucks/model-videos?brandSlug=eicher&modelSlug=pro-2049')).json(),
    );
    expect(model.total).toBe(1);
    expect(model.items[0]).toMatchObject({ brandSlug: 'eicher', modelSlug: 'pro-2049' });
    expect((await get('/api/trucks/model-videos?brandSlug=eicher')).statusCode).toBe(400);
  });

  it('finds similar models, excluding the model itself', async () => {
    const response = await get('/api/general/similar-data?type=truck&slug=lpt-1412&locale=en');
    const body = similarResponseSchema.parse(response.json());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((m) => m.slug)).not.toContain('lpt-1412');
    expect(body.data[0].bodyType).toBe('cargo');
    expect(body.data.every((m) => m.vertical === 'truck' && m.status !== 'discontinued')).toBe(true);
    expect((await get('/api/general/similar-data?type=boat&slug=x')).statusCode).toBe(400);
  });

  it('stores and returns recently viewed models, latest first, without duplicates', async () => {
    const visitorId = `visitor-${kind}-1`;
    const post = (modelSlug: string, brandSlug?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/general/recently-viewed',
        payload: { visitorId, modelSlug, brandSlug },
      });
    expect((await post('ace-gold', 'tata-motors')).statusCode).toBe(201);
    expect((await post('pro-2049')).statusCode).toBe(201);
    expect((await post('ace-gold', 'tata-motors')).statusCode).toBe(201);
    const body = recentlyViewedResponseSchema.parse(
      (await get(`/api/general/recently-viewed?visitorId=${visitorId}`)).json(),
    );
    expect(body.data.map((m) => m.slug)).toEqual(['ace-gold', 'pro-2049']);
    const other = recentlyViewedResponseSchema.parse(
      (await get('/api/general/recently-viewed?visitorId=someone-else')).json(),
    );
    expect(other.data).toEqual([]);
    expect((await post('no-such-model')).statusCode).toBe(404);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/general/recently-viewed',
      payload: { visitorId: 'x', modelSlug: 'ace-gold' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('visitorId');
  });
});
