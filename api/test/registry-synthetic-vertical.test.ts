import {
  VERTICAL_DEFINITIONS,
  filterPageResponseSchema,
  type SitemapPage,
  type VehicleVertical,
  type VerticalDefinition,
} from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { vehicleCatalogueRoutes } from '../src/catalogue/routes/vehicle-catalogue';
import { verticalPages } from '../src/seo/sitemaps/vertical-sitemap';
import { testDatabases, useTestApi } from './databases';

/** A vertical the site does not have, made from one definition (docs/architecture.md#registry). */
const truck = VERTICAL_DEFINITIONS.truck;
const vans: VerticalDefinition = {
  ...truck,
  key: 'van' as VehicleVertical,
  plural: 'vans',
  basePath: '/vans',
  dealersPath: '/vans/van-dealers',
  api: { prefix: 'vans', contentPrefix: 'van', compareCalls: ['compare-vans'] },
  shortForms: { '/popular-vans': '/vans/popular-vans' },
  listPages: truck.listPages.map((page) => ({ ...page, slug: page.slug.replace('trucks', 'vans') })),
};

describe.each(testDatabases)('a new vertical from one definition on %s', (kind) => {
  const api = useTestApi(kind);
  // The one step besides the definition: the database learns the new vertical (a migration in a real change).
  beforeAll(async () => {
    await api.database.db.execute(sql.raw("ALTER TYPE vehicle_vertical ADD VALUE IF NOT EXISTS 'van'"));
  });

  it('gets its sitemap entries: landing, tools, dealers and list pages', async () => {
    const paths = (await verticalPages(api.database.db, vans)).map((entry: SitemapPage) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/vans',
        '/vans/search',
        '/vans/brands',
        '/vans/compare',
        '/vans/emi-calculator',
        '/vans/van-dealers',
        '/vans/popular-vans',
        '/vans/vans-under-10-lakh',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/trucks'))).toBe(false);
  });

  it('gets its API names: the engine answers /api/vans/filter-page, with no models yet', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(vehicleCatalogueRoutes, {
      prefix: '/api',
      db: api.database.db,
      definition: vans,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/vans/filter-page?lang=en' });
      expect(response.statusCode).toBe(200);
      expect(filterPageResponseSchema.parse(response.json())).toMatchObject({ items: [], total: 0 });
    } finally {
      await app.close();
    }
  });
});
