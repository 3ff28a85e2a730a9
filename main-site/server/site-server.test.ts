/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildMainSiteServer } from './site-server';
import type { MainSiteSettings } from './settings';

const publicDir = mkdtempSync(path.join(tmpdir(), 'main-site-'));
writeFileSync(
  path.join(publicDir, 'index.html'),
  '<!doctype html><html lang="en"><title>Main site</title></html>',
);
writeFileSync(path.join(publicDir, 'main.abc123.js'), 'console.log(1)');

const settings: MainSiteSettings = {
  port: 0,
  host: '127.0.0.1',
  apiUrl: 'http://127.0.0.1:9',
  tractorsInfraManifest: 'https://static.cvbazaar.in/mfe-tractors-infra/mf-manifest.json',
  publicDir,
  trustProxy: false,
};

describe('the main-site server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMainSiteServer(settings);
  });
  afterAll(() => app.close());

  it('sends pages with a policy that allows scripts only from itself and the embedded remote, and no framing', async () => {
    const page = await app.inject({ method: 'GET', url: '/tractors/mahindra' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://static.cvbazaar.in;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('sends nosniff on scripts and config, and no source maps', async () => {
    const script = await app.inject({ method: 'GET', url: '/main.abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ method: 'GET', url: '/main.abc123.js.map' })).statusCode).toBe(404);
  });
});

describe('the main-site pages', () => {
  let api: FastifyInstance;
  let app: FastifyInstance;
  const asked: string[] = [];
  /** The API's general/seo as the real one answers: titles end with CV Bazaar's name; unknown slugs are 404s. */
  const PAGES: Record<string, { status: number; title: string; location?: string }> = {
    'en /tractors': { status: 200, title: 'Tractors in India | CV Bazaar' },
    'hi /tractors': { status: 200, title: 'भारत में ट्रैक्टर | सीवी बाज़ार' },
    'en /tractors/mahindra/575-di': { status: 200, title: 'Mahindra 575 DI Price in India | CV Bazaar' },
    'en /infra/jcb': { status: 200, title: 'JCB Construction Equipment | CV Bazaar' },
    'en /tractors/no-such-brand': { status: 404, title: 'Page not found | CV Bazaar' },
  };

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/general/seo', async (request, reply) => {
      const { path: page, locale } = request.query as { path: string; locale: string };
      asked.push(`${locale} ${page}`);
      const known = PAGES[`${locale} ${page}`] ?? { status: 404, title: 'Page not found | CV Bazaar' };
      return reply.send({ ...known, seo: { title: known.title }, jsonLd: [] });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await buildMainSiteServer({
      ...settings,
      apiUrl: `http://127.0.0.1:${port}`,
      storiesUrl: 'https://www.cvbazaar.in',
    });
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('gives each page its own title under the main site name, from the server', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe('Tractors, implements and construction equipment | Krishi Yantra Kendra');
    const model = await app.inject({ method: 'GET', url: '/tractors/mahindra/575-di?city=pune' });
    expect(model.statusCode).toBe(200);
    expect(titleOf(model.body)).toBe('Mahindra 575 DI Price in India | Krishi Yantra Kendra');
    const brand = await app.inject({ method: 'GET', url: '/infra/jcb' });
    expect(titleOf(brand.body)).toBe('JCB Construction Equipment | Krishi Yantra Kendra');
  });

  it('answers 404 for an unknown path and for a tractor page the API does not know', async () => {
    for (const url of ['/no-such-page', '/tractors/no-such-brand', '/hi/no-such-page']) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.headers['content-type']).toContain('text/html');
    }
    expect(titleOf((await app.inject({ method: 'GET', url: '/no-such-page' })).body)).toBe(
      'We could not find this page | Krishi Yantra Kendra',
    );
    expect(titleOf((await app.inject({ method: 'GET', url: '/hi/no-such-page' })).body)).toBe(
      'यह पेज नहीं मिला | कृषि यंत्र केंद्र',
    );
  });

  it('serves a page under a language prefix in that language', async () => {
    const page = await app.inject({ method: 'GET', url: '/hi/tractors' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi"');
    expect(titleOf(page.body)).toBe('भारत में ट्रैक्टर | कृषि यंत्र केंद्र');
    expect(asked).toContain('hi /tractors');
    expect((await app.inject({ method: 'GET', url: '/hi' })).statusCode).toBe(200);
  });

  it("sends the tractors' web stories to the CV Bazaar site, in the same language", async () => {
    const story = await app.inject({ method: 'GET', url: '/hi/tractors/web-stories/best-tractors?x=1' });
    expect(story.statusCode).toBe(302);
    expect(story.headers.location).toBe('https://www.cvbazaar.in/hi/tractors/web-stories/best-tractors?x=1');
    const stories = await app.inject({ method: 'GET', url: '/tractors/web-stories' });
    expect(stories.headers.location).toBe('https://www.cvbazaar.in/tractors/web-stories');
  });
});
