/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildWebServer } from './app';
import { readConfig } from './config';
import { robotsTxt } from './sitemap-xml';
import { startStandInApi, type StandInApi } from './testing/stand-in-api';

process.env.LOG_LEVEL = 'silent';

const HOST = 'cvbazaar.test';
const ORIGIN = `http://${HOST}`;

let dir: string;
let api: StandInApi;
let web: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-sitemaps-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title></head></html>',
  );
  api = await startStandInApi({
    pages: {},
    sitemaps: {
      trucks: [
        { path: '/trucks', lastModified: '2025-11-01T00:00:00.000Z' },
        { path: '/trucks/tata-motors/ace-gold', lastModified: '2025-10-02T00:00:00.000Z' },
      ],
      news: [{ path: '/news/a&b', lastModified: '2025-11-20T04:30:00.000Z' }],
    },
    news: [
      {
        path: '/news/gst-cut',
        locale: 'hi',
        title: 'जीएसटी <28% से 18%>',
        publishedAt: '2026-11-24T04:30:00.000Z',
      },
      {
        path: '/news/gst-cut',
        locale: 'en',
        title: 'GST cut & prices',
        publishedAt: '2026-11-24T04:30:00.000Z',
      },
    ],
  });
  web = await buildWebServer(
    readConfig({ PUBLIC_DIR: dir, API_URL: api.url, REMOTES_FILE: path.join(dir, 'none.json') }),
  );
});

afterAll(async () => {
  await web.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function xml(url: string) {
  const response = await web.inject({ url, headers: { host: HOST } });
  return { response, document: new JSDOM(response.body, { contentType: 'application/xml' }).window.document };
}

describe('robots.txt', () => {
  it('opens the site, closes the desks (in every language) and the API but its pictures and feeds, and names the index', async () => {
    const response = await web.inject({ url: '/robots.txt', headers: { host: HOST } });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /account',
        'Disallow: /hi/admin',
        'Disallow: /te/account',
        'Disallow: /api',
        'Allow: /api/media/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(robotsTxt('https://cvbazaar.in')).toContain('Sitemap: https://cvbazaar.in/sitemap.xml');
  });
});

describe('sitemaps', () => {
  it('index every file the API lists, with its last change, and the news sitemap', async () => {
    const { response, document } = await xml('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(document.documentElement.localName).toBe('sitemapindex');
    const locations = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locations).toEqual([
      `${ORIGIN}/sitemaps/trucks.xml`,
      `${ORIGIN}/sitemaps/news.xml`,
      `${ORIGIN}/sitemap-news.xml`,
    ]);
    expect(document.getElementsByTagName('lastmod')[0]?.textContent).toBe('2025-11-01T00:00:00.000Z');
  });

  it('list each page once per language, each naming all six languages and x-default', async () => {
    const { response, document } = await xml('/sitemaps/trucks.xml');
    expect(response.statusCode).toBe(200);
    const urls = [...document.getElementsByTagName('url')];
    expect(urls).toHaveLength(12);
    const locations = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
    expect(locations.slice(0, 6)).toEqual([
      `${ORIGIN}/trucks`,
      `${ORIGIN}/hi/trucks`,
      `${ORIGIN}/mr/trucks`,
      `${ORIGIN}/pa/trucks`,
      `${ORIGIN}/ta/trucks`,
      `${ORIGIN}/te/trucks`,
    ]);
    const model = urls[7];
    expect(model?.getElementsByTagName('loc')[0]?.textContent).toBe(
      `${ORIGIN}/hi/trucks/tata-motors/ace-gold`,
    );
    expect(model?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2025-10-02T00:00:00.000Z');
    const links = [...(model?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])];
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([
      'en',
      'hi-IN',
      'mr-IN',
      'pa',
      'ta-IN',
      'te-IN',
      'x-default',
    ]);
    expect(links[4]?.getAttribute('href')).toBe(`${ORIGIN}/ta/trucks/tata-motors/ace-gold`);
  });

  it('escape what they carry, and answer 404 for a file the API does not have', async () => {
    const { response, document } = await xml('/sitemaps/news.xml');
    expect(response.body).toContain(`${ORIGIN}/news/a&amp;b`);
    expect(document.getElementsByTagName('loc')[0]?.textContent).toBe(`${ORIGIN}/news/a&b`);
    expect((await web.inject({ url: '/sitemaps/nope.xml' })).statusCode).toBe(404);
    expect((await web.inject({ url: '/sitemaps/NOPE!.xml' })).statusCode).toBe(404);
  });

  it('give Google News each story of the last two days in its language', async () => {
    const { response, document } = await xml('/sitemap-news.xml');
    expect(response.statusCode).toBe(200);
    const NEWS = 'http://www.google.com/schemas/sitemap-news/0.9';
    const stories = [...document.getElementsByTagName('url')];
    expect(stories.map((story) => story.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      `${ORIGIN}/hi/news/gst-cut`,
      `${ORIGIN}/news/gst-cut`,
    ]);
    expect([...document.getElementsByTagNameNS(NEWS, 'language')].map((node) => node.textContent)).toEqual([
      'hi',
      'en',
    ]);
    expect(document.getElementsByTagNameNS(NEWS, 'title')[0]?.textContent).toBe('जीएसटी <28% से 18%>');
    expect(document.getElementsByTagNameNS(NEWS, 'name')[0]?.textContent).toBe('CV Bazaar');
    expect(document.getElementsByTagNameNS(NEWS, 'publication_date')[0]?.textContent).toBe(
      '2026-11-24T04:30:00.000Z',
    );
  });
});
