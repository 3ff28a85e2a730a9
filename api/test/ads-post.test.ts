import sharp from 'sharp';
import { MESSAGES } from '@cvb/validation';
import { signUp } from './accounts-helpers';
import { testDatabases } from './databases';
import { pngOf, postAd, storedPhotos, useAdsApi, validAd } from './ads-helpers';

describe.each(testDatabases)('POST /api/used-vehicle-ads (%s)', (kind) => {
  const api = useAdsApi(kind);

  async function adCount(): Promise<number> {
    const response = await api.app.inject({ method: 'GET', url: '/api/used-vehicle-ads?_limit=100' });
    return response.json().total as number;
  }

  it('refuses an anonymous visitor with 401 and stores nothing', async () => {
    const response = await postAd(api, undefined, validAd(), [
      { name: 'a.png', type: 'image/png', body: await pngOf(20, 20) },
    ]);
    expect(response.statusCode).toBe(401);
    expect(await adCount()).toBe(0);
    expect(await storedPhotos(api)).toEqual([]);
  });

  it.each([
    [{ mobile: '98765' }, MESSAGES.mobileTooShort],
    [{ mobile: '98765432101' }, MESSAGES.mobileTooLong],
    [{ mobile: '' }, MESSAGES.mobileRequired],
    [{ name: 'Su' }, MESSAGES.nameTooShort],
    [{ name: 'R2D2 Rao' }, MESSAGES.nameLettersOnly],
    [{ email: 'suresh@' }, MESSAGES.emailInvalid],
    [{ year: 1975 }, 'year: must be 1980 or later'],
    [{ brand: '' }, 'brand: is required'],
    [{ owner: '4th' }, 'owner'],
  ])('answers 400 for %j with "%s" and stores nothing', async (fields, message) => {
    const { session } = await signUp(api);
    const response = await postAd(api, session, { ...validAd(), ...fields }, [
      { name: 'a.png', type: 'image/png', body: await pngOf(20, 20) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await adCount()).toBe(0);
    expect(await storedPhotos(api)).toEqual([]);
  });

  it('answers 400 when the ad field is missing', async () => {
    const { session } = await signUp(api);
    const response = await postAd(api, session, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ad: is required');
  });

  it('refuses a ".jpg" that is really text, whatever its declared type, and stores nothing', async () => {
    const { session } = await signUp(api);
    const response = await postAd(api, session, validAd(), [
      { name: 'a.png', type: 'image/png', body: await pngOf(20, 20) },
      { name: 'truck.jpg', type: 'image/jpeg', body: Buffer.from('not a photo at all, just text') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('images: only JPEG, PNG or WebP photos are accepted');
    expect(await adCount()).toBe(0);
    expect(await storedPhotos(api)).toEqual([]);
  });

  it('refuses a real image in another format (GIF)', async () => {
    const { session } = await signUp(api);
    const gif = await sharp(await pngOf(10, 10))
      .gif()
      .toBuffer();
    const response = await postAd(api, session, validAd(), [{ name: 'a.png', type: 'image/png', body: gif }]);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a photo over 8 MB with 413 and stores nothing', async () => {
    const { session } = await signUp(api);
    const huge = Buffer.concat([await pngOf(10, 10), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const response = await postAd(api, session, validAd(), [
      { name: 'big.png', type: 'image/png', body: huge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('images: each photo must be 8 MB or smaller');
    expect(await adCount()).toBe(0);
  });

  it('refuses more than 8 photos', async () => {
    const { session } = await signUp(api);
    const png = await pngOf(8, 8);
    const files = Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', body: png }));
    const response = await postAd(api, session, validAd(), files);
    expect(response.statusCode).toBe(413);
    expect(await adCount()).toBe(0);
  });

  it('stores a valid ad with its PNG re-encoded to WebP of at most 1600 px and serves it back', async () => {
    const { session } = await signUp(api);
    const response = await postAd(api, session, validAd({ vehicleNumber: 'mh12ab1234' }), [
      { name: 'front.png', type: 'image/png', body: await pngOf(2400, 1200) },
      { name: 'side.png', type: 'image/png', body: await pngOf(300, 200) },
    ]);
    expect(response.statusCode).toBe(201);
    const { ad } = response.json();
    expect(ad).toMatchObject({
      brand: 'Tata',
      vehicleNumber: 'MH12AB1234',
      status: 'active',
      kmsDriven: 145000,
    });
    expect(ad.images).toEqual([
      { url: expect.stringMatching(/^\/api\/uploads\/ads\/[a-z0-9]+\.webp$/), width: 1600, height: 800 },
      { url: expect.stringMatching(/^\/api\/uploads\/ads\/[a-z0-9]+\.webp$/), width: 300, height: 200 },
    ]);

    const photo = await api.app.inject({ method: 'GET', url: ad.images[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(photo.rawPayload.length).toBeLessThan(1024 * 1024);

    const read = await api.app.inject({ method: 'GET', url: `/api/used-vehicle-ads/${ad.id}` });
    expect(read.json()).toMatchObject({ id: ad.id, images: ad.images });
    // The seller's contact is never in a public answer.
    expect(read.json()).not.toHaveProperty('mobile');
    expect(read.json()).not.toHaveProperty('email');
    expect(read.body).not.toContain('9876543210');
  });

  it('answers 404 for a photo that does not exist and 400 for a path outside the photos', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/uploads/ads/nothing.webp' })).statusCode).toBe(
      404,
    );
    expect((await api.app.inject({ method: 'GET', url: '/api/uploads/ads/..%2Fsecret' })).statusCode).toBe(
      400,
    );
  });
});
