import { variantDetailSchema, type VariantDetail } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('trucks/variant-detail on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (query: string) =>
    api.app.inject({ method: 'GET', url: `/api/trucks/variant-detail?${query}` });

  async function detail(query: string): Promise<VariantDetail> {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return variantDetailSchema.parse(response.json());
  }

  it('returns the variant with its model, full specs, on-road breakup and sibling variants', async () => {
    const page = await detail('brandSlug=tata-motors&modelSlug=lpt-1412&variantSlug=lpt-1412-high-side-deck');
    expect(page.model).toMatchObject({ name: 'Tata LPT 1412', brandName: 'Tata Motors' });
    expect(page.variant.slug).toBe('lpt-1412-high-side-deck');
    expect(page.variant.specs).toMatchObject({ gvwKg: 13_500, engineCc: 3783 });
    expect(page.variant.specs.payloadKg).toBeLessThan(8500);
    expect(page.variants.map((v) => v.slug)).toContain('lpt-1412-cab-chassis');
    expect(page.variants.map((v) => v.slug)).toContain(page.variant.slug);
    expect(page.city).toMatchObject({ slug: 'new-delhi', state: 'Delhi' });
    const b = page.variant.onRoad;
    expect(b?.exShowroom).toBe(page.variant.price);
    expect(b?.onRoad).toBe(
      (b?.exShowroom ?? 0) + (b?.rto ?? 0) + (b?.insurance ?? 0) + (b?.otherCharges ?? 0),
    );
  });

  it('changes the on-road breakup with the city', async () => {
    const query = 'brandSlug=tata-motors&modelSlug=ace-gold&variantSlug=ace-gold-std';
    const delhi = await detail(query);
    const kochi = await detail(`${query}&city=kochi`);
    expect(delhi.variant.onRoad?.exShowroom).toBe(kochi.variant.onRoad?.exShowroom);
    expect(delhi.variant.onRoad?.rto).toBe(24_000);
    expect(kochi.variant.onRoad?.rto).toBe(36_000);
    expect(kochi.city).toMatchObject({ name: 'Kochi', state: 'Kerala' });
    expect(kochi.variant.onRoad?.onRoad).toBeGreaterThan(delhi.variant.onRoad?.onRoad ?? Infinity);
  });

  it('has no price or breakup for a variant whose price is coming soon', async () => {
    const page = await detail('brandSlug=tata-motors&modelSlug=intra-v70&variantSlug=intra-v70-cbc');
    expect(page.variant.price).toBeNull();
    expect(page.variant.onRoad).toBeNull();
  });

  it('answers 404 for an unknown model, variant or city, and a variant of another model', async () => {
    const notFound = [
      'brandSlug=tata-motors&modelSlug=nope&variantSlug=ace-gold-std',
      'brandSlug=tata-motors&modelSlug=ace-gold&variantSlug=nope',
      'brandSlug=tata-motors&modelSlug=ace-gold&variantSlug=ace-gold-std&city=atlantis',
      'brandSlug=tata-motors&modelSlug=ace-gold&variantSlug=lpt-1412-cab-chassis',
    ];
    for (const query of notFound) {
      const response = await get(query);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 400 naming the field for bad or missing input', async () => {
    const bad = await get('brandSlug=tata-motors&modelSlug=ace-gold&variantSlug=Ace_Gold!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('variantSlug: ');
    const missing = await get('brandSlug=tata-motors&modelSlug=ace-gold');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('variantSlug');
    const locale = await get('brandSlug=tata-motors&modelSlug=ace-gold&variantSlug=ace-gold-std&locale=fr');
    expect(locale.statusCode).toBe(400);
    expect(locale.json().message).toContain('locale');
  });
});
