import { MODERATION_MESSAGES, usedVehicleAdListResponseSchema } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { call, signUp } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { postAd, useAdsApi, validAd, type AdsTestApi } from './ads-helpers';
import { testDatabases } from './databases';
import { moderate } from './moderation-helpers';

async function aVariant(api: AdsTestApi) {
  const [row] = await api.database.db
    .select({
      variant: vehicleVariants.slug,
      variantName: vehicleVariants.name,
      modelName: vehicleModels.name,
    })
    .from(vehicleVariants)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(and(eq(brands.slug, 'tata-motors'), eq(vehicleModels.slug, 'signa-4825-tk')))
    .limit(1);
  return row;
}

const listedIds = async (api: AdsTestApi) =>
  usedVehicleAdListResponseSchema
    .parse((await call(api, 'GET', '/api/used-vehicle-ads?_limit=100')).json())
    .ads.map((ad) => ad.id);

describe.each(testDatabases)('Moderation and catalogue picks of used-vehicle ads on %s', (kind) => {
  const api = useAdsApi(kind);

  it('stores the catalogue names of a picked brand, model and variant; unknown ones are a 400', async () => {
    const { session } = await signUp(api);
    const variant = await aVariant(api);
    const picked = await postAd(
      api,
      session,
      validAd({
        brandSlug: 'tata-motors',
        modelSlug: 'signa-4825-tk',
        variantSlug: variant.variant,
        brand: 'x',
      }),
    );
    expect(picked.statusCode).toBe(201);
    expect(picked.json().ad).toMatchObject({
      brand: 'Tata Motors',
      model: variant.modelName,
      variant: variant.variantName,
      moderation: 'live',
    });

    const cases: [object, string][] = [
      [{ brandSlug: 'tata-motors', modelSlug: 'no-such-model' }, 'modelSlug: is not a model of this brand'],
      [{ brandSlug: 'no-such-brand' }, 'brandSlug: is not a brand of this vehicle type'],
      [{ vertical: 'bus', brandSlug: 'tata-motors', modelSlug: 'signa-4825-tk' }, 'modelSlug'],
      [{ brandSlug: 'tata-motors', modelSlug: 'signa-4825-tk', variantSlug: 'nope' }, 'variantSlug'],
      [{ modelSlug: 'signa-4825-tk' }, 'brandSlug: is required'],
    ];
    for (const [fields, message] of cases) {
      const refused = await postAd(api, session, validAd({ description: 'Refused ad', ...fields }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const other = await postAd(api, session, validAd({ brand: 'Hindustan Motors', model: 'Old 1210' }));
    expect(other.json().ad).toMatchObject({ brand: 'Hindustan Motors', model: 'Old 1210' });

    const bySlug = async (query: string) =>
      usedVehicleAdListResponseSchema
        .parse((await call(api, 'GET', `/api/used-vehicle-ads?${query}`)).json())
        .ads.map((ad) => ad.id);
    expect(await bySlug('modelSlug=signa-4825-tk')).toEqual([picked.json().ad.id]);
    expect(await bySlug('brandSlug=tata-motors')).toEqual([picked.json().ad.id]);
    expect(await bySlug('modelSlug=ace-gold')).toEqual([]);
  });

  it('holds an ad with a phone number in its text; editors approve, hide and delete ads', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const { session } = await signUp(api);
    const held = await postAd(
      api,
      session,
      validAd({ description: 'Call 9876512345 for a quick deal today.' }),
    );
    expect(held.statusCode).toBe(201);
    const id = held.json().ad.id as number;
    expect(held.json().ad.moderation).toBe('held');
    expect(await listedIds(api)).not.toContain(id);
    expect((await call(api, 'GET', `/api/used-vehicle-ads/${id}`)).statusCode).toBe(404);

    expect((await moderate(api, editor, 'ad', id, 'approve')).statusCode).toBe(200);
    expect(await listedIds(api)).toContain(id);
    expect((await call(api, 'GET', `/api/used-vehicle-ads/${id}`)).statusCode).toBe(200);

    const noReason = await moderate(api, editor, 'ad', id, 'delete', '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(`reason: ${MODERATION_MESSAGES.reasonRequired}`);
    expect((await moderate(api, editor, 'ad', id, 'hide', 'Stolen photos')).statusCode).toBe(200);
    expect(await listedIds(api)).not.toContain(id);
    const mine = await call(api, 'GET', '/api/users/me/ads', undefined, { session });
    expect(mine.json().ads.find((ad: { id: number }) => ad.id === id)).toMatchObject({
      moderation: 'hidden',
      moderationReason: 'Stolen photos',
    });
  });
});

describe.each(testDatabases)('GET used-vehicle-ads/catalogue-options on %s', (kind) => {
  const api = useAdsApi(kind);

  it("lists a vertical's brands, a brand's models and a model's variants; an unknown brand has none", async () => {
    const options = async (query: string) => {
      const response = await call(api, 'GET', `/api/used-vehicle-ads/catalogue-options?${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json().options as { slug: string; name: string }[]).map((option) => option.slug);
    };
    expect(await options('vertical=truck')).toContain('tata-motors');
    expect(await options('vertical=truck&brandSlug=tata-motors')).toContain('signa-4825-tk');
    const variant = await aVariant(api);
    expect(await options('vertical=truck&brandSlug=tata-motors&modelSlug=signa-4825-tk')).toContain(
      variant.variant,
    );
    expect(await options('vertical=bus&brandSlug=no-such-brand')).toEqual([]);
    const bad = await call(api, 'GET', '/api/used-vehicle-ads/catalogue-options?vertical=car');
    expect(bad.statusCode).toBe(400);
  });
});
