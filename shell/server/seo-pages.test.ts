/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from './app';
import { readConfig } from './config';
import { pageHead } from './testing/page-head';
import { startStandInApi, type StandInApi } from './testing/stand-in-api';

// The servers' request logs would bury the test report.
process.env.LOG_LEVEL = 'silent';

const HOST = 'cvbazaar.test';
const ORIGIN = `http://${HOST}`;
const LANGUAGES = ['en', 'hi-IN', 'mr-IN', 'pa', 'ta-IN', 'te-IN', 'x-default'];
const template = readFileSync(path.join(__dirname, '../src/index.html'), 'utf8');

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Tata Ace Gold',
  brand: { '@type': 'Brand', name: 'Tata Motors' },
  image: [`${ORIGIN}/api/media/art/tata-motors/ace-gold/angle.webp`],
  offers: {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: 400000,
    highPrice: 670000,
    offerCount: 2,
  },
};
const newsArticle = {
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: 'GST on trucks, buses and three-wheelers cut from 28% to 18%',
  datePublished: '2025-09-22T04:30:00.000Z',
  image: [`${ORIGIN}/api/media/art/cv-bazaar/news/angle.webp`],
  author: [{ '@type': 'Person', name: 'Meera Kulkarni' }],
  publisher: { '@type': 'Organization', name: 'CV Bazaar' },
};
const crumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

const PAGES = {
  'en /trucks/tata-motors/ace-gold': {
    status: 200 as const,
    title: 'Tata Ace Gold price in New Delhi — ₹4.00 Lakh onwards, specs, mileage | CV Bazaar',
    description: 'Tata Ace Gold ex-showroom price in New Delhi starts at ₹4.00 Lakh.',
    jsonLd: [product, crumbs],
  },
  'hi /trucks/tata-motors/ace-gold': {
    status: 200 as const,
    title: 'New Delhi में Tata Ace Gold की कीमत — ₹4.00 लाख से शुरू, स्पेसिफिकेशन, माइलेज | सीवी बाज़ार',
    description: 'New Delhi में Tata Ace Gold की एक्स-शोरूम कीमत ₹4.00 लाख से शुरू होती है।',
    jsonLd: [product, crumbs],
  },
  'en /trucks/trucks-under-10-lakh': {
    status: 200 as const,
    title: 'Trucks under ₹10 Lakh: prices, specs and dealers | CV Bazaar',
    description: 'Every truck with an ex-showroom price under ₹10 Lakh.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, item: product }],
      },
      crumbs,
    ],
  },
  'en /news/gst-on-commercial-vehicles-cut-to-18-percent': {
    status: 200 as const,
    title: 'GST on trucks, buses and three-wheelers cut from 28% to 18% | CV Bazaar',
    description: 'From 22 September 2025 commercial vehicles attract 18% GST instead of 28%.',
    jsonLd: [newsArticle, crumbs],
  },
  'en /fuel-prices/petrol-price-in-delhi': {
    status: 200 as const,
    title: 'Petrol price in Delhi today — ₹94.72 per litre | CV Bazaar',
    description: 'Petrol costs ₹94.72 per litre in Delhi.',
    jsonLd: [crumbs],
  },
  'en /emandi/wheat': {
    status: 200 as const,
    title: 'Wheat mandi price today — ₹2,609 per quintal | CV Bazaar',
    description: 'Wheat sold at a modal price of ₹2,609 per quintal.',
    jsonLd: [crumbs],
  },
  'en /': {
    status: 200 as const,
    title: 'CV Bazaar — Trucks, Buses, Three-wheelers, Tractors and Tyres in India',
    description: 'Compare prices, specifications and dealers.',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'CV Bazaar', url: `${ORIGIN}/` },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'CV Bazaar',
        potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
      },
      crumbs,
    ],
  },
  'en /buses/moved': {
    status: 301 as const,
    location: '/buses/popular-buses',
    title: '',
    description: '',
    jsonLd: [],
  },
};

let dir: string;
let api: StandInApi;
let web: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-seo-'));
  writeFileSync(path.join(dir, 'index.html'), template);
  api = await startStandInApi({ pages: PAGES });
  web = await buildWebServer(
    readConfig({
      PUBLIC_DIR: dir,
      API_URL: api.url,
      REMOTES_FILE: path.join(dir, 'none.json'),
      LOG_LEVEL: 'silent',
    }),
  );
});

afterAll(async () => {
  await web.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page as a crawler without JavaScript gets it. */
async function fetchPage(url: string) {
  const response = await web.inject({ url, headers: { host: HOST } });
  return { status: response.statusCode, ...pageHead(response.body) };
}

describe('pages as crawlers and link previews read them', () => {
  it.each([
    ['a truck model', '/trucks/tata-motors/ace-gold', 'Product'],
    ['a list', '/trucks/trucks-under-10-lakh', 'ItemList'],
    ['a news story', '/news/gst-on-commercial-vehicles-cut-to-18-percent', 'NewsArticle'],
    ['a fuel city page', '/fuel-prices/petrol-price-in-delhi', 'BreadcrumbList'],
    ['a mandi commodity page', '/emandi/wheat', 'BreadcrumbList'],
    ['home', '/', 'WebSite'],
  ])(
    '%s has its title, description, canonical, six languages and x-default, and its JSON-LD',
    async (_name, url, type) => {
      const page = await fetchPage(url);
      const expected = PAGES[`en ${url}` as keyof typeof PAGES];
      expect(page.status).toBe(200);
      expect(page.title).toBe(expected.title);
      expect(page.description).toBe(expected.description);
      expect(page.canonical).toBe(`${ORIGIN}${url}`);
      expect(page.languages).toEqual(LANGUAGES);
      expect(page.robots).toBe('index,follow');
      expect(page.typeOf(type)).toBeDefined();
      expect(page.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
        expected.title,
      );
      expect(page.document.documentElement.lang).toBe('en');
    },
  );

  it("gives a model's Product its name, brand, picture and an offer in rupees", async () => {
    const page = await fetchPage('/trucks/tata-motors/ace-gold');
    expect(page.typeOf('Product')).toMatchObject({
      name: 'Tata Ace Gold',
      brand: { name: 'Tata Motors' },
      image: [expect.stringMatching(/^http/)],
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 400000 },
    });
  });

  it("gives a story's NewsArticle its headline, date, picture, author and publisher", async () => {
    const page = await fetchPage('/news/gst-on-commercial-vehicles-cut-to-18-percent');
    expect(page.typeOf('NewsArticle')).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      image: [expect.any(String)],
      author: [{ name: 'Meera Kulkarni' }],
      publisher: { name: 'CV Bazaar' },
    });
    expect(page.document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('sends a Hindi page in Hindi, with its language on <html> and its canonical under /hi', async () => {
    const page = await fetchPage('/hi/trucks/tata-motors/ace-gold');
    expect(page.document.documentElement.lang).toBe('hi-IN');
    expect(page.title).toBe(PAGES['hi /trucks/tata-motors/ace-gold'].title);
    expect(page.canonical).toBe(`${ORIGIN}/hi/trucks/tata-motors/ace-gold`);
  });

  it('answers an unknown model with HTTP 404 and the not-found page, kept out of the index', async () => {
    const page = await fetchPage('/trucks/tata-motors/no-such-model');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found | CV Bazaar');
    expect(page.robots).toBe('noindex,follow');
    expect(page.document.querySelector('#cvb-content')).not.toBeNull();
  });

  it('moves /popular-buses for good (301) without asking the API, and follows a 301 of the API with the query', async () => {
    const shortForm = await web.inject({ url: '/popular-buses', headers: { host: HOST } });
    expect(shortForm.statusCode).toBe(301);
    expect(shortForm.headers.location).toBe('/buses/popular-buses');
    expect(api.asked.has('en /popular-buses')).toBe(false);
    const moved = await web.inject({ url: '/buses/moved?page=2', headers: { host: HOST } });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/buses/popular-buses?page=2');
  });

  it('asks the API once for a page and reuses the answer for a while', async () => {
    await fetchPage('/emandi/wheat?sort=price');
    await fetchPage('/emandi/wheat');
    expect(api.asked.get('en /emandi/wheat')).toBe(1);
  });
});

describe('pages while the API cannot be reached', () => {
  let offline: FastifyInstance;
  beforeAll(async () => {
    offline = await buildWebServer(
      readConfig({
        PUBLIC_DIR: dir,
        API_URL: 'http://127.0.0.1:9',
        REMOTES_FILE: path.join(dir, 'none.json'),
      }),
    );
  });
  afterAll(() => offline.close());

  it('still sends the page (200) in its language, and 404 only where no app owns the path', async () => {
    const model = await offline.inject({ url: '/ta/trucks/tata-motors/ace-gold' });
    expect(model.statusCode).toBe(200);
    expect(model.body).toContain('<html lang="ta-IN">');
    expect((await offline.inject({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers the sitemaps with 503 so crawlers come back, and robots.txt as always', async () => {
    const sitemap = await offline.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers['retry-after']).toBe('300');
    expect((await offline.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });
});
