import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildWebServer } from '../../shell/server/app';
import { readConfig } from '../../shell/server/config';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';
import { TEST_PROXY_SECRET } from './proxy-secret';

process.env.LOG_LEVEL = 'silent';

/** The trucks remote's server renderer, as a build pins it: it writes the prices of the model page's first data. */
const RENDERER = `let renders = 0;
exports.renderServerView = async (r) => {
  renders += 1;
  const prices = Object.values(r.data).flatMap((answer) => (answer.variants || []).map((v) => v.price));
  return { html: '<p data-renders="' + renders + '">prices ' + prices.join(',') + '</p>', css: '' };
};`;
const PIN = {
  file: 'server/view.cjs',
  integrity: `sha384-${createHash('sha384').update(RENDERER).digest('base64')}`,
  modules: [],
};

/**
 * The composed site: the real API on the seeded database, the web server in front of it and a trucks remote whose
 * renderer shows the model's prices. A model page is rendered once and kept; a price change drops it.
 */
describe.each(testDatabases)('rendered pages kept by the web server on %s', (kind) => {
  const api = useTestApi(kind);
  let dir: string;
  let remotesFile: string;
  let remote: FastifyInstance;
  let web: FastifyInstance;

  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    remote = Fastify();
    remote.get('/mf-manifest.json', async () => ({ id: 'mfe_trucks', exposes: [], serverView: PIN }));
    remote.get('/server/view.cjs', async (_request, reply) =>
      reply.type('application/javascript').send(RENDERER),
    );
    const remoteUrl = await remote.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(tmpdir(), 'cvb-view-cache-'));
    // Beside the public folder, not in it: the web server answers /remotes.json itself.
    remotesFile = `${dir}-remotes.json`;
    writeFileSync(
      path.join(dir, 'index.html'),
      readFileSync(path.join(__dirname, '../../shell/src/index.html'), 'utf8'),
    );
    writeFileSync(remotesFile, JSON.stringify({ mfe_trucks: `${remoteUrl}/mf-manifest.json` }));
    web = await buildWebServer(
      readConfig({
        PUBLIC_DIR: dir,
        API_URL: `http://127.0.0.1:${port}`,
        REMOTES_FILE: remotesFile,
        PROXY_SECRET: TEST_PROXY_SECRET,
      }),
    );
  });

  afterAll(async () => {
    await web?.close();
    await remote?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(remotesFile, { force: true });
  });

  const view = async () => {
    const response = await web.inject({
      url: '/trucks/tata-motors/ace-gold',
      headers: { host: 'cvbazaar.test' },
    });
    expect(response.statusCode).toBe(200);
    const match = /<p data-renders="(\d+)">prices ([\d,]*)<\/p>/.exec(response.body);
    if (!match) throw new Error('the page has no server view');
    return { renders: Number(match[1]), prices: match[2].split(',').map(Number) };
  };

  it("renders a model page once for many visitors, and anew once the model's price changes", async () => {
    const [variant] = await api.database.db
      .select({ id: vehicleVariants.id, price: vehicleVariants.price })
      .from(vehicleVariants)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(and(eq(brands.slug, 'tata-motors'), eq(vehicleModels.slug, 'ace-gold')))
      .orderBy(vehicleVariants.price)
      .limit(1);
    const price = variant.price ?? 0;
    const first = await view();
    expect(first.prices).toContain(price);
    for (let visitor = 0; visitor < 5; visitor += 1) expect(await view()).toEqual(first);

    const newPrice = price - 11_000;
    await api.database.db
      .update(vehicleVariants)
      .set({ price: newPrice })
      .where(eq(vehicleVariants.id, variant.id));
    try {
      invalidateCatalogue(api.database.db);
      // The web server reads the data version at most once a second.
      let fresh = await view();
      for (let waited = 0; !fresh.prices.includes(newPrice) && waited < 3_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        fresh = await view();
      }
      expect(fresh.prices).toContain(newPrice);
      expect(fresh.prices).not.toContain(price);
      expect(fresh.renders).toBe(first.renders + 1);
    } finally {
      await api.database.db.update(vehicleVariants).set({ price }).where(eq(vehicleVariants.id, variant.id));
      invalidateCatalogue(api.database.db);
    }
  });
});
