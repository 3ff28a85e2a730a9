import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from '../../shell/server/app';
import { readConfig } from '../../shell/server/config';
import { pageHead } from '../../shell/server/testing/page-head';
import { testDatabases, useTestApi } from './databases';
import { TEST_PROXY_SECRET } from './proxy-secret';

// The web server's request log would bury the report.
process.env.LOG_LEVEL = 'silent';

const HOST = 'cvbazaar.test';
const ORIGIN = `http://${HOST}`;
const LANGUAGES = ['en', 'hi-IN', 'mr-IN', 'pa', 'ta-IN', 'te-IN', 'x-default'];
/** Pages checked per sitemap file: its first, its last and evenly spread ones between (all of them in a bench). */
const SAMPLE_PER_FILE = 12;

/**
 * The composed site without a browser: the real API on the seeded database and the shell's web server in front
 * of it, fetched as a crawler without JavaScript does.
 */
describe.each(testDatabases)('pages and sitemaps of the web server on the API on %s', (kind) => {
  const api = useTestApi(kind);
  let dir: string;
  let web: FastifyInstance;

  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    dir = mkdtempSync(path.join(tmpdir(), 'cvb-seo-site-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      readFileSync(path.join(__dirname, '../../shell/src/index.html'), 'utf8'),
    );
    web = await buildWebServer(
      readConfig({
        PUBLIC_DIR: dir,
        API_URL: `http://127.0.0.1:${port}`,
        REMOTES_FILE: path.join(dir, 'none.json'),
        // The web server vouches for the page's host with the API's secret, as `npm start` sets it up.
        PROXY_SECRET: TEST_PROXY_SECRET,
      }),
    );
  });

  afterAll(async () => {
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function fetchPage(url: string) {
    const response = await web.inject({ url, headers: { host: HOST } });
    return { status: response.statusCode, ...pageHead(response.body) };
  }

  it.each([
    [
      '/trucks/tata-motors/ace-gold',
      /^Tata Ace Gold price in New Delhi — ₹4\.00 Lakh onwards, specs, mileage \| CV Bazaar$/,
      'Product',
    ],
    ['/trucks/popular-trucks', /^Popular trucks: prices, specs and dealers \| CV Bazaar$/, 'ItemList'],
    [
      '/news/gst-on-commercial-vehicles-cut-to-18-percent',
      /^GST on trucks, buses and three-wheelers cut from 28% to 18% \| CV Bazaar$/,
      'NewsArticle',
    ],
    [
      '/fuel-prices/petrol-price-in-delhi',
      /^Petrol price in Delhi today — ₹\d+\.\d{2} per litre \| CV Bazaar$/,
      'BreadcrumbList',
    ],
    ['/emandi/wheat', /^Wheat mandi price today — ₹[\d,]+ per quintal \| CV Bazaar$/, 'BreadcrumbList'],
    ['/', /^CV Bazaar — Trucks, Buses, Three-wheelers, Tractors and Tyres in India$/, 'WebSite'],
  ])('%s has its title, canonical, six languages and x-default, and JSON-LD', async (url, title, type) => {
    const page = await fetchPage(url);
    expect(page.status).toBe(200);
    expect(page.title).toMatch(title);
    expect(page.canonical).toBe(`${ORIGIN}${url}`);
    expect(page.languages).toEqual(LANGUAGES);
    expect(page.typeOf(type)).toBeDefined();
    expect(page.typeOf('BreadcrumbList')).toBeDefined();
  });

  it("gives the model's Product and the story's NewsArticle the fields search engines require", async () => {
    const model = await fetchPage('/trucks/tata-motors/ace-gold');
    expect(model.typeOf('Product')).toMatchObject({
      name: 'Tata Ace Gold',
      image: [expect.stringMatching(/^http:\/\/cvbazaar\.test\/api\/media\//)],
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: 400_000,
        offerCount: expect.any(Number),
      },
    });
    const story = await fetchPage('/hi/news/gst-on-commercial-vehicles-cut-to-18-percent');
    expect(story.document.documentElement.lang).toBe('hi-IN');
    expect(story.typeOf('NewsArticle')).toMatchObject({
      headline: expect.stringMatching(/जीएसटी/),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      image: [expect.stringMatching(/^http:\/\//)],
      author: [{ name: expect.any(String) }],
      publisher: { name: 'CV Bazaar', logo: { url: expect.stringMatching(/^http:\/\//) } },
    });
  });

  it('answers an unknown model with 404 and /popular-buses with 301', async () => {
    const missing = await fetchPage('/trucks/tata-motors/no-such-model');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Page not found | CV Bazaar');
    const moved = await web.inject({ url: '/popular-buses', headers: { host: HOST } });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/buses/popular-buses');
  });

  it('answers 200 for a sample of every sitemap file, in every language', async () => {
    const xml = async (url: string) => {
      const response = await web.inject({ url, headers: { host: HOST } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      // Sitemaps run to megabytes: their <loc>s are read without building a document.
      return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        (match[1] ?? '').replace(/&amp;/g, '&'),
      );
    };
    const files = await xml('/sitemap.xml');
    expect(files.length).toBeGreaterThanOrEqual(14);
    const failures: string[] = [];
    let checked = 0;
    for (const file of files.filter((url) => url.includes('/sitemaps/'))) {
      const urls = await xml(file.slice(ORIGIN.length));
      expect(urls.length).toBeGreaterThan(0);
      const step = Math.max(1, Math.floor(urls.length / (SAMPLE_PER_FILE - 1)));
      const sample = new Set([
        ...urls.filter((_url, index) => index % step === 0),
        urls[urls.length - 1] ?? '',
      ]);
      for (const url of sample) {
        const response = await web.inject({ url: url.slice(ORIGIN.length), headers: { host: HOST } });
        checked += 1;
        if (response.statusCode !== 200) failures.push(`${response.statusCode} ${url}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
