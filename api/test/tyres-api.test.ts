import {
  batteryFinderResultSchema,
  countSchema,
  lubricantFinderResultSchema,
  pressureResultSchema,
  tyreFitmentResultSchema,
  tyreGuideSchema,
  tyreModelDetailSchema,
  tyreModelSummarySchema,
  tyreSearchResultSchema,
  tyreSizeOptionSchema,
} from '@cvb/contracts';
import { z } from 'zod';
import { testDatabases, useTestApi } from './databases';
import { tyreBrandSeeds } from '../src/seed/tyres/tyre-models';

// Opening and seeding a fresh database can take longer than 30 s on a busy machine.
jest.setTimeout(120_000);

const seededModels = tyreBrandSeeds().flatMap((brand) => brand.models);

describe.each(testDatabases)('tyre API on %s', (kind) => {
  const api = useTestApi(kind);

  async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    const response = await api.app.inject({ method: 'GET', url: `/api${url}` });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return schema.parse(response.json());
  }

  async function status(url: string): Promise<{ code: number; message: string }> {
    const response = await api.app.inject({ method: 'GET', url: `/api${url}` });
    return { code: response.statusCode, message: response.json().message };
  }

  describe('tyre-models', () => {
    it('lists every live model by default (_limit -1, status_ne expired)', async () => {
      const models = await get('/tyre-models', z.array(tyreModelSummarySchema));
      const live = seededModels.filter((model) => model.status !== 'expired');
      expect(models).toHaveLength(live.length);
      expect(models.length).toBeGreaterThan(100);
      expect(models.some((model) => model.status === 'expired')).toBe(false);
      const popularity = models.map((model) => model.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      const count = await get('/tyre-models/count', countSchema);
      expect(count.count).toBe(live.length);
    });

    it('shows expired models when asked, and filters by brand, segment and size', async () => {
      const expired = await get('/tyre-models?status=expired', z.array(tyreModelSummarySchema));
      expect(expired.length).toBe(seededModels.filter((model) => model.status === 'expired').length);
      const mrfTractor = await get(
        '/tyre-models?brand=mrf&segment=tractor&_sort=price:ASC',
        z.array(tyreModelSummarySchema),
      );
      expect(mrfTractor.length).toBeGreaterThan(0);
      expect(mrfTractor.every((model) => model.brandSlug === 'mrf' && model.segment === 'tractor')).toBe(
        true,
      );
      const prices = mrfTractor.map((model) => model.price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const bySize = await get('/tyre-models?size=145%20R12%20LT&_limit=3', z.array(tyreModelSummarySchema));
      expect(bySize).toHaveLength(3);
    });

    it('rejects an unknown sort field and a bad status with a 400', async () => {
      expect(await status('/tyre-models?_sort=colour')).toEqual({
        code: 400,
        message: '_sort: _sort field must be one of: id, name, slug, price, popularity',
      });
      expect((await status('/tyre-models?status_ne=gone')).code).toBe(400);
    });
  });

  describe('search', () => {
    it('filters and counts facets with the other filters kept', async () => {
      const all = await get('/tyres/search', tyreSearchResultSchema);
      expect(all.total).toBeGreaterThan(200);
      expect(all.items).toHaveLength(24);
      const radial = await get('/tyres/search?vehicleType=truck&construction=radial', tyreSearchResultSchema);
      expect(
        radial.items.every((tyre) => tyre.construction === 'radial' && tyre.vehicleTypes.includes('truck')),
      ).toBe(true);
      // The construction facet ignores its own filter: choosing "bias" would give this many.
      const bias = radial.facets.construction.find((facet) => facet.value === 'bias');
      const biasSearch = await get(
        '/tyres/search?vehicleType=truck&construction=bias',
        tyreSearchResultSchema,
      );
      expect(bias?.count).toBe(biasSearch.total);
      const mrf = radial.facets.brand.find((facet) => facet.value === 'mrf');
      const mrfSearch = await get(
        '/tyres/search?vehicleType=truck&construction=radial&brand=mrf',
        tyreSearchResultSchema,
      );
      expect(mrf?.count).toBe(mrfSearch.total);
      expect(radial.brandNames.mrf).toBe('MRF');
    });

    it('finds tyres by size, tubeless and price band, sorted by price', async () => {
      const result = await get(
        '/tyres/search?size=295/80%20R22.5&tubeless=true&price=20000-30000&sort=price-asc&pageSize=60',
        tyreSearchResultSchema,
      );
      expect(result.total).toBeGreaterThan(5);
      const prices = result.items.map((tyre) => tyre.price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(result.facets.price.map((facet) => facet.value)).toContain('20000-30000');
    });

    it('says what is wrong with a bad filter', async () => {
      expect(await status('/tyres/search?vehicleType=boat')).toEqual({
        code: 400,
        message: 'vehicleType.0: vehicleType must be truck, bus, lcv, tractor, three-wheeler or infra',
      });
      expect((await status('/tyres/search?page=0')).message).toBe('page: page must be 1 or more');
    });
  });

  describe('model detail and compare', () => {
    it('gives all sizes with prices and the vehicles they fit', async () => {
      const [first] = await get('/tyre-models?size=145%20R12%20LT&_limit=1', z.array(tyreModelSummarySchema));
      const detail = await get(`/tyres/models/${first.brandSlug}/${first.slug}`, tyreModelDetailSchema);
      expect(detail.sizes.length).toBeGreaterThanOrEqual(3);
      expect(detail.sizes.every((size) => size.price > 0)).toBe(true);
      expect(detail.fitsVehicles).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ modelName: 'Tata Ace Gold', sizeKey: '145 R12 LT' }),
        ]),
      );
    });

    it('answers an unknown model with a 404', async () => {
      expect((await status('/tyres/models/mrf/no-such-tyre')).code).toBe(404);
    });

    it('compares up to four tyres with the comparison messages', async () => {
      const compared = await get(
        '/tyres/compare?models=mrf/steel-muscle-s3c8,apollo/endurace-rd',
        z.array(tyreModelDetailSchema),
      );
      expect(compared.map((tyre) => tyre.name)).toEqual(['MRF Steel Muscle S3C8', 'Apollo EnduRace RD']);
      expect(await status('/tyres/compare?models=a/b,c/d,e/f,g/h,i/j')).toEqual({
        code: 400,
        message: 'models: You can select 4 varients max',
      });
      expect((await status('/tyres/compare?models=')).message).toBe('models: Select Varient!');
    });
  });

  describe('size pickers and finder', () => {
    it('offers only sizes that exist', async () => {
      const sizes = await get('/tyres/sizes', z.array(tyreSizeOptionSchema));
      expect(sizes.map((size) => size.sizeKey)).toEqual(
        expect.arrayContaining([
          '295/80 R22.5',
          '10.00-20',
          '7.50-16',
          '4.00-8',
          '13.6-28',
          '14.9-28',
          '145 R12 LT',
        ]),
      );
      const truck = sizes.find((size) => size.sizeKey === '295/80 R22.5');
      expect(truck).toMatchObject({ width: '295', aspectRatio: 80, rimInches: 22.5, construction: 'radial' });
      expect(truck?.modelCount).toBeGreaterThan(10);
    });

    it('finds tyres for a Tata Ace Gold and a Mahindra 575 DI', async () => {
      const ace = await get(
        '/tyres/finder/by-vehicle?vertical=truck&brand=tata-motors&model=ace-gold',
        tyreFitmentResultSchema,
      );
      expect(ace.vehicle.modelName).toBe('Tata Ace Gold');
      expect(ace.fitments).toEqual([
        expect.objectContaining({ position: 'all', sizeKey: '145 R12 LT', tyreCount: 4 }),
      ]);
      expect(ace.fitments[0].tyres.length).toBeGreaterThan(3);
      expect(ace.variant).toBeNull();
      expect(ace.variants.length).toBeGreaterThan(0);
      const variant = ace.variants[0];
      const aceVariant = await get(
        `/tyres/finder/by-vehicle?vertical=truck&brand=tata-motors&model=ace-gold&variant=${variant.slug}`,
        tyreFitmentResultSchema,
      );
      expect(aceVariant.variant).toEqual(variant);
      expect(aceVariant.fitments.map((fitment) => fitment.sizeKey)).toEqual(['145 R12 LT']);
      expect(
        (
          await status(
            '/tyres/finder/by-vehicle?vertical=truck&brand=tata-motors&model=ace-gold&variant=nope',
          )
        ).code,
      ).toBe(404);
      const tractor = await get(
        '/tyres/finder/by-vehicle?vertical=tractor&brand=mahindra&model=575-di',
        tyreFitmentResultSchema,
      );
      expect(tractor.fitments.map((fitment) => [fitment.position, fitment.sizeKey])).toEqual([
        ['front', '6.00-16'],
        ['rear', '14.9-28'],
      ]);
      const vehicles = await get(
        '/tyres/finder/vehicles',
        z.array(z.object({ modelSlug: z.string() }).passthrough()),
      );
      expect(vehicles.map((vehicle) => vehicle.modelSlug)).toContain('ace-gold');
      expect(
        (await status('/tyres/finder/by-vehicle?vertical=truck&brand=tata-motors&model=nope')).code,
      ).toBe(404);
      expect((await status('/tyres/finder/by-vehicle?vertical=boat&brand=a&model=b')).code).toBe(400);
    });

    it('finds tyres for infra machines: a JCB 3DX backhoe loader and an ACE crane, none for a crawler excavator', async () => {
      const jcb = await get(
        '/tyres/finder/by-vehicle?vertical=infra&brand=jcb&model=3dx',
        tyreFitmentResultSchema,
      );
      expect(jcb.fitments.map((fitment) => [fitment.position, fitment.sizeKey, fitment.tyreCount])).toEqual([
        ['front', '12.5-18', 2],
        ['rear', '16.9-28', 2],
      ]);
      for (const fitment of jcb.fitments) {
        expect(fitment.tyres.length).toBeGreaterThan(0);
        expect(fitment.tyres.every((tyre) => tyre.status !== 'expired')).toBe(true);
      }
      expect(jcb.fitments[0].tyres.map((tyre) => tyre.brandSlug)).toContain('bkt');
      const crane = await get(
        '/tyres/finder/by-vehicle?vertical=infra&brand=ace&model=14xw',
        tyreFitmentResultSchema,
      );
      expect(crane.fitments).toEqual([
        expect.objectContaining({ position: 'all', sizeKey: '14.00-24', tyreCount: 4 }),
      ]);
      expect(crane.fitments[0].tyres.length).toBeGreaterThan(0);
      const vehicles = await get(
        '/tyres/finder/vehicles',
        z.array(z.object({ vertical: z.string(), modelSlug: z.string() }).passthrough()),
      );
      const infra = vehicles
        .filter((vehicle) => vehicle.vertical === 'infra')
        .map((vehicle) => vehicle.modelSlug);
      expect(infra).toEqual(expect.arrayContaining(['3dx', '14xw', 'fx-150']));
      expect(infra).not.toContain('js205');
      const otr = await get('/tyres/search?vehicleType=infra', tyreSearchResultSchema);
      expect(otr.total).toBeGreaterThanOrEqual(12);
      expect(otr.items.every((tyre) => tyre.vehicleTypes.includes('infra'))).toBe(true);
    });

    it('recommends pressures front and rear from the load', async () => {
      const full = await get(
        '/tyres/pressure?vertical=tractor&brand=mahindra&model=575-di&load=full',
        pressureResultSchema,
      );
      expect(full.axles.map((axle) => axle.position)).toEqual(['front', 'rear']);
      const rear = full.axles[1];
      expect(rear.sizeKey).toBe('14.9-28');
      expect(rear.psi).toBeGreaterThanOrEqual(12);
      expect(rear.psi).toBeLessThanOrEqual(24);
      const empty = await get(
        '/tyres/pressure?vertical=truck&brand=tata-motors&model=ace-gold&load=empty',
        pressureResultSchema,
      );
      const loaded = await get(
        '/tyres/pressure?vertical=truck&brand=tata-motors&model=ace-gold&load=full',
        pressureResultSchema,
      );
      expect(loaded.axles[1].psi).toBeGreaterThan(empty.axles[1].psi);
      expect(
        (await status('/tyres/pressure?vertical=truck&brand=tata-motors&model=ace-gold&load=heavy')).code,
      ).toBe(400);
    });
  });

  describe('battery and lubricant finders', () => {
    it('finds tractor batteries and oils', async () => {
      const battery = await get(
        '/tyres/battery-finder?vertical=tractor&brand=mahindra&model=575-di',
        batteryFinderResultSchema,
      );
      expect(battery.batteries.length).toBeGreaterThan(3);
      expect(battery.batteries.every((item) => item.capacityAh >= 75)).toBe(true);
      const oils = await get(
        '/tyres/lubricant-finder?vertical=tractor&brand=mahindra&model=575-di',
        lubricantFinderResultSchema,
      );
      expect(oils.lubricants.map((item) => item.category)).toEqual(
        expect.arrayContaining(['engine-oil', 'transmission-hydraulic']),
      );
      const three = await get(
        '/tyres/battery-finder?vertical=three-wheeler&brand=bajaj&model=re-compact',
        batteryFinderResultSchema,
      );
      expect(three.batteries.every((item) => item.capacityAh <= 45)).toBe(true);
    });
  });

  describe('tyre guides', () => {
    it('lists guides per language with English fallback for one guide', async () => {
      const english = await get('/tyre-guides', z.array(tyreGuideSchema));
      expect(english.length).toBeGreaterThanOrEqual(4);
      const tamil = await get('/tyre-guides?_locale=ta', z.array(tyreGuideSchema));
      expect(tamil.every((guide) => guide.locale === 'ta')).toBe(true);
      const hindi = await get('/tyre-guides/tyre-pressure?_locale=hi', tyreGuideSchema);
      expect(hindi.title).toMatch(/टायर/);
      expect((await status('/tyre-guides/no-such-guide')).code).toBe(404);
    });
  });
});
