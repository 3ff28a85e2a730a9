import { countSchema, vehicleBrandSchema, type VehicleBrand, type VehicleVertical } from '@cvb/contracts';
import { z } from 'zod';
import { testDatabases, useTestApi } from './databases';

const brandListSchema = z.array(vehicleBrandSchema);

const verticals: [VehicleVertical, string, number][] = [
  ['truck', '/api/truck-brands', 12],
  ['bus', '/api/bus-brands', 8],
  ['three-wheeler', '/api/threewheeler-brands', 8],
  ['tractor', '/api/tractor-brands', 8],
  ['infra', '/api/infra-brands', 5],
];

describe.each(testDatabases)('vehicle brand lists on %s', (kind) => {
  const api = useTestApi(kind);

  async function list(url: string): Promise<VehicleBrand[]> {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return brandListSchema.parse(response.json());
  }

  async function countOf(url: string): Promise<number> {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return countSchema.parse(response.json()).count;
  }

  describe.each(verticals)('%s brands at %s', (vertical, path, minimumBrands) => {
    it('lists the vertical’s brands by popularity, each with a logo and its models', async () => {
      const brands = await list(path);
      expect(brands.length).toBeGreaterThanOrEqual(minimumBrands);
      expect(new Set(brands.map((brand) => brand.vertical))).toEqual(new Set([vertical]));
      const popularity = brands.map((brand) => brand.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      for (const brand of brands) {
        expect(brand.logo).toBe(`/api/media/logos/${brand.slug}.svg`);
        expect(brand.modelCount).toBeGreaterThanOrEqual(1);
      }
    });

    it('counts what it lists, with and without filters', async () => {
      const brands = await list(`${path}?_limit=-1`);
      expect(await countOf(`${path}/count`)).toBe(brands.length);
      const [first] = brands;
      expect(await countOf(`${path}/count?slug=${first.slug}`)).toBe(1);
      expect(await countOf(`${path}/count?slug_ne=${first.slug}`)).toBe(brands.length - 1);
    });
  });

  it('gives truck brands their on-sale price range in rupees', async () => {
    const [tata] = await list('/api/truck-brands?slug=tata-motors');
    expect(tata).toMatchObject({
      name: 'Tata Motors',
      vertical: 'truck',
      modelCount: 16,
      minPrice: 370000,
      maxPrice: 6000000,
    });
  });

  it('leaves discontinued models out of the count and upcoming ones out of the price range', async () => {
    const [force] = await list('/api/truck-brands?slug=force-motors');
    expect(force).toMatchObject({ modelCount: 1, minPrice: 1400000, maxPrice: 1600000 });
    const [piaggio] = await list('/api/truck-brands?slug=piaggio');
    expect(piaggio).toMatchObject({ modelCount: 1, minPrice: null, maxPrice: null });
  });

  it('sorts by name, and by price with brands without a price last', async () => {
    const byName = await list('/api/truck-brands?_sort=name:ASC&_limit=-1');
    const names = byName.map((brand) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const byPrice = await list('/api/truck-brands?_sort=minPrice:ASC&_limit=-1');
    const prices = byPrice.map((brand) => brand.minPrice);
    const priced = prices.filter((price): price is number => price !== null);
    expect(prices.slice(0, priced.length)).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((price) => price === null)).toBe(true);
  });

  it('pages with _limit and _start', async () => {
    const all = await list('/api/truck-brands?_limit=-1');
    expect(await list('/api/truck-brands?_limit=3')).toEqual(all.slice(0, 3));
    expect(await list('/api/truck-brands?_start=2&_limit=4')).toEqual(all.slice(2, 6));
    expect(await list(`/api/truck-brands?_start=${all.length}`)).toEqual([]);
  });

  it('filters by name and name_ne', async () => {
    const [mahindra] = await list('/api/tractor-brands?name=Mahindra');
    expect(mahindra.slug).toBe('mahindra');
    const others = await list('/api/tractor-brands?name_ne=Mahindra&_limit=-1');
    expect(others.map((brand) => brand.name)).not.toContain('Mahindra');
  });

  it.each([
    ['_limit=abc', '_limit: '],
    ['_limit=501', '_limit: _limit must be 500 or less'],
    ['_limit=-2', '_limit: _limit must be -1 or more'],
    ['_start=-1', '_start: _start must be 0 or more'],
    ['_sort=name;drop', '_sort: _sort must look like'],
    ['_sort=price:ASC', '_sort: _sort field must be one of'],
    ['_locale=fr', '_locale: '],
  ])('answers 400 naming the field for %s', async (query, message) => {
    for (const url of [`/api/bus-brands?${query}`, `/api/bus-brands/count?${query}`]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.json().message).toContain(message);
    }
  });
});
