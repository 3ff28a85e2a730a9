import { countSchema, tyreBrandSchema } from '@cvb/contracts';
import { z } from 'zod';
import { testDatabases, useTestApi } from './databases';
import { tyreBrandSeeds } from '../src/seed/tyres/tyre-models';

// Opening and seeding a fresh database can take longer than 30 s on a busy machine.
jest.setTimeout(120_000);

describe.each(testDatabases)('GET /api/tyre-brands on %s', (kind) => {
  const api = useTestApi(kind);

  async function list(query = '') {
    const response = await api.app.inject({ method: 'GET', url: `/api/tyre-brands${query}` });
    expect(response.statusCode).toBe(200);
    return z.array(tyreBrandSchema).parse(response.json());
  }

  it('lists the thirteen tyre brands by popularity, with segments, logos and live models', async () => {
    const brands = await list();
    expect(brands.map((brand) => brand.name)).toEqual(
      expect.arrayContaining([
        'MRF',
        'Apollo',
        'CEAT',
        'JK Tyre',
        'Bridgestone',
        'Michelin',
        'Goodyear',
        'Birla',
        'TVS Eurogrip',
        'Continental',
        'BKT',
        'Yokohama',
        'Ralco',
      ]),
    );
    expect(brands).toHaveLength(13);
    expect(brands[0].slug).toBe('mrf');
    const popularity = brands.map((brand) => brand.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const mrf = brands[0];
    expect(mrf.segments).toEqual(expect.arrayContaining(['truck', 'tractor']));
    expect(mrf.logo).toBe('/api/media/logos/mrf.svg');
  });

  it('does not count expired tyre models', async () => {
    const seeded = tyreBrandSeeds().find((brand) => brand.slug === 'goodyear')?.models ?? [];
    const live = seeded.filter((model) => model.status !== 'expired').length;
    expect(live).toBeLessThan(seeded.length);
    const [goodyear] = await list('?slug=goodyear');
    expect(goodyear.modelCount).toBe(live);
  });

  it('filters, sorts, pages and counts', async () => {
    const byName = await list('?_sort=name:ASC&_limit=-1');
    expect(byName[0].name).toBe('Apollo');
    expect(await list('?_sort=name:ASC&_start=1&_limit=2')).toEqual(byName.slice(1, 3));
    expect((await list('?slug_ne=mrf')).map((brand) => brand.slug)).not.toContain('mrf');

    const count = await api.app.inject({ method: 'GET', url: '/api/tyre-brands/count?name_ne=MRF' });
    expect(countSchema.parse(count.json())).toEqual({ count: 12 });
  });

  it('rejects a bad limit with the field in the message', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/tyre-brands?_limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('_limit: _limit must be 500 or less');
  });
});
