import {
  compareResponseSchema,
  emiOf,
  emiResponseSchema,
  modelDetailSchema,
  type ModelDetail,
} from '@cvb/contracts';
import { emiResult } from '../src/catalogue/engine/emi';
import { testDatabases, useTestApi } from './databases';

describe('EMI maths (reducing balance)', () => {
  it('gives the known values', () => {
    expect(emiOf(500_000, 10, 60)).toBeCloseTo(10623.52, 2);
    expect(Math.round(emiOf(500_000, 10, 60))).toBe(10624);
    expect(emiOf(115_200, 10.5, 60)).toBeCloseTo(2476.1, 1);
    expect(emiOf(120_000, 0, 12)).toBe(10_000);
    expect(emiResult(500_000, 10, 60)).toEqual({
      loanAmount: 500_000,
      emi: 10624,
      totalAmount: 637_440,
      totalInterest: 137_440,
    });
  });
});

describe.each(testDatabases)('truck model page calls on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  async function detail(query: string): Promise<ModelDetail> {
    const response = await get(`/api/trucks/model-detail?${query}`);
    expect(response.statusCode).toBe(200);
    return modelDetailSchema.parse(response.json());
  }

  it('returns the full model with variants, specs, FAQ, pros/cons, colours, dealers and videos', async () => {
    const page = await detail('brandSlug=tata-motors&modelSlug=ace-gold');
    expect(page.model).toMatchObject({
      name: 'Tata Ace Gold',
      brandSlug: 'tata-motors',
      bodyType: 'mini',
      status360: 'available',
    });
    expect(page.model.specs).toMatchObject({ gvwKg: 1815, payloadKg: 750, engineCc: 702, wheels: 4 });
    expect(page.variants.length).toBeGreaterThanOrEqual(2);
    expect(page.model.faq.length).toBeGreaterThanOrEqual(3);
    expect(page.model.pros.length).toBeGreaterThan(0);
    expect(page.model.cons.length).toBeGreaterThan(0);
    expect(page.model.colours).toHaveLength(3);
    expect(page.model.angleImage).toBe('/api/media/models/tata-motors/ace-gold/angle.svg');
    expect(page.model.gallery).toEqual(
      ['angle', 'side', 'front', 'rear', 'cabin'].map(
        (view) => `/api/media/models/tata-motors/ace-gold/${view}.svg`,
      ),
    );
    expect(page.dealerCount).toBeGreaterThanOrEqual(60);
    expect(page.videos.length).toBeGreaterThanOrEqual(1);
    // The site's own pictures, never the video host's (a privacy leak and outside requests on every model page).
    for (const video of page.videos) expect(video.thumbnail).toMatch(/^\/api\/media\//);
    // The catalogue's names travel with each video (the cards never rebuild them from slugs).
    expect(
      page.videos.every((video) => video.brandName === 'Tata Motors' && video.modelName === page.model.name),
    ).toBe(true);
    expect(page.city).toMatchObject({ slug: 'new-delhi', state: 'Delhi' });
  });

  it('breaks the on-road price up for the city’s state, and it changes with the city', async () => {
    const delhi = await detail('brandSlug=tata-motors&modelSlug=ace-gold');
    const kochi = await detail('brandSlug=tata-motors&modelSlug=ace-gold&city=kochi');
    for (const page of [delhi, kochi]) {
      for (const variant of page.variants) {
        const b = variant.onRoad;
        expect(b).not.toBeNull();
        if (!b) continue;
        expect(b.exShowroom).toBe(variant.price);
        expect(b.onRoad).toBe(b.exShowroom + b.rto + b.insurance + b.otherCharges);
      }
    }
    const [d, k] = [delhi.variants[0].onRoad, kochi.variants[0].onRoad];
    expect(d?.rto).toBe(Math.round((400_000 * 6) / 100));
    expect(k?.rto).toBe(Math.round((400_000 * 9) / 100));
    expect(k?.onRoad).toBeGreaterThan(d?.onRoad ?? Infinity);
    expect(kochi.city).toMatchObject({ name: 'Kochi', state: 'Kerala' });
    expect(delhi.onRoad).toEqual(delhi.variants[0].onRoad);
  });

  it('has no on-road price for a model whose price is coming soon', async () => {
    const page = await detail('brandSlug=tata-motors&modelSlug=intra-v70');
    expect(page.model.minPrice).toBeNull();
    expect(page.onRoad).toBeNull();
    expect(page.variants.every((v) => v.price === null && v.onRoad === null)).toBe(true);
  });

  it('answers 404 for an unknown model or city and 400 for a malformed slug', async () => {
    expect((await get('/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=nope')).statusCode).toBe(404);
    expect(
      (await get('/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold&city=atlantis'))
        .statusCode,
    ).toBe(404);
    const bad = await get('/api/trucks/model-detail?brandSlug=Tata!&modelSlug=ace-gold');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('brandSlug: ');
  });

  describe('compare-trucks', () => {
    const compare = (slugs: string) => get(`/api/trucks/compare-trucks?variantSlugs=${slugs}`);

    it('puts up to four variants side by side, in the order asked, with the differing specs', async () => {
      const response = await compare('ace-gold-std,intra-v30-cbc,lpt-1412-cab-chassis,pro-2049-cbc');
      expect(response.statusCode).toBe(200);
      const body = compareResponseSchema.parse(response.json());
      expect(body.variants.map((v) => v.slug)).toEqual([
        'ace-gold-std',
        'intra-v30-cbc',
        'lpt-1412-cab-chassis',
        'pro-2049-cbc',
      ]);
      expect(body.variants[0]).toMatchObject({
        modelName: 'Tata Ace Gold',
        brandName: 'Tata Motors',
        price: 400_000,
      });
      expect(body.differingSpecs).toEqual(expect.arrayContaining(['gvwKg', 'payloadKg', 'bodyType']));
      expect(body.differingSpecs).not.toContain('fuelType');
    });

    it('gives a variant its own specs where they differ from the model', async () => {
      const body = compareResponseSchema.parse(
        (await compare('lpt-1412-cab-chassis,lpt-1412-high-side-deck')).json(),
      );
      expect(body.variants[1].specs.payloadKg).toBeLessThan(body.variants[0].specs.payloadKg ?? 0);
      expect(body.differingSpecs).toContain('payloadKg');
    });

    it('refuses a fifth variant and an empty selection with the site’s exact messages', async () => {
      const five = await compare('ace-gold-std,intra-v30-cbc,lpt-1412-cab-chassis,pro-2049-cbc,jeeto-std');
      expect(five.statusCode).toBe(400);
      expect(five.json().message).toBe('You can select 4 varients max');
      for (const query of ['', ',,']) {
        const none = await compare(query);
        expect(none.statusCode).toBe(400);
        expect(none.json().message).toBe('Select Varient!');
      }
      const missing = await get('/api/trucks/compare-trucks');
      expect(missing.json().message).toBe('Select Varient!');
    });

    it('answers 404 naming an unknown variant', async () => {
      const response = await compare('ace-gold-std,not-a-variant');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain('not-a-variant');
    });
  });

  describe('emi-calculator', () => {
    it('gives the price basis, the default loan and the EMI on them', async () => {
      const response = await get(
        '/api/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=ace-gold&locale=hi',
      );
      expect(response.statusCode).toBe(200);
      const body = emiResponseSchema.parse(response.json());
      expect(body.price).toBe(400_000);
      expect(body.defaults).toEqual({
        interestRate: 12.57,
        tenureMonths: 84,
        downPaymentPercent: 15,
        downPayment: 60_000,
      });
      expect(body.result?.loanAmount).toBe(340_000);
      expect(body.result?.emi).toBe(Math.round(emiOf(340_000, 12.57, 84)));
      expect(body.variants.length).toBeGreaterThanOrEqual(2);
    });

    it('uses the given inputs: ₹5,00,000 at 10 % for 60 months is ₹10,624', async () => {
      // Tata LPT 1412 costs ₹23 lakh: a down payment of ₹18 lakh leaves a loan of ₹5 lakh.
      const response = await get(
        '/api/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=lpt-1412&interestRate=10&tenureMonths=60&downPayment=1800000',
      );
      const body = emiResponseSchema.parse(response.json());
      expect(body.result).toEqual({
        loanAmount: 500_000,
        emi: 10624,
        totalAmount: 637_440,
        totalInterest: 137_440,
      });
    });

    it('has no EMI when the price is coming soon, and rejects bad input', async () => {
      const soon = emiResponseSchema.parse(
        (await get('/api/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=intra-v70')).json(),
      );
      expect(soon.result).toBeNull();
      const bad = await get(
        '/api/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=ace-gold&tenureMonths=0',
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('tenureMonths: ');
      expect((await get('/api/trucks/emi-calculator?brandSlug=tata-motors')).json().message).toContain(
        'modelSlug',
      );
    });
  });
});
