/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiCallKey, type SeoAnswer } from '@cvb/contracts';
import { buildWebServer } from './app';
import { readConfig } from './config';
import { isPreviewRequest, withNoIndex } from './preview-pages';
import { startStandInApi, type StandInApi } from './testing/stand-in-api';

process.env.LOG_LEVEL = 'silent';

describe('isPreviewRequest', () => {
  it.each([
    ['/trucks/tata-motors/ace-gold?preview=12', true],
    ['/hi/trucks/tata-motors/ace-gold?utm_source=x&preview=7', true],
    ['/trucks/tata-motors/ace-gold', false],
    ['/trucks/tata-motors/ace-gold?preview=', false],
    ['/trucks/tata-motors/ace-gold?preview=abc', false],
    ['/trucks/tata-motors/ace-gold?previews=12', false],
  ])('%s → %s', (url, expected) => {
    expect(isPreviewRequest(url)).toBe(expected);
  });
});

describe('withNoIndex', () => {
  it('turns the robots tag into noindex, or adds one', () => {
    expect(withNoIndex('<head><meta name="robots" content="index, follow"></head>')).toBe(
      '<head><meta name="robots" content="noindex, nofollow"></head>',
    );
    expect(withNoIndex('<head><title>x</title></head>')).toBe(
      '<head><title>x</title><meta name="robots" content="noindex, nofollow"></head>',
    );
  });
});

/** A model never published: the site answers 404 for its page. */
const NEW_MODEL = '/trucks/tata-motors/ace-ev-new';
/** What the API's preview-seo answers an editor for it: the page's head once the draft is published. */
const DRAFT_HEAD: SeoAnswer = {
  status: 200,
  seo: {
    title: 'Tata Ace EV New Price - Starts at ₹11.11 Lakh | CV Bazaar',
    description: 'Tata Ace EV New.',
    robots: 'noindex,nofollow',
    url: `https://cvbazaar.test${NEW_MODEL}`,
    canonical: `https://cvbazaar.test${NEW_MODEL}`,
    image: 'https://cvbazaar.test/x.webp',
    alternates: [],
  },
  jsonLd: [],
};

describe('a preview page on the web server', () => {
  const template = readFileSync(path.join(__dirname, '../src/index.html'), 'utf8');
  let dir: string;
  let api: StandInApi;
  let web: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-preview-'));
    writeFileSync(path.join(dir, 'index.html'), template);
    api = await startStandInApi({
      dataVersion: 'v1',
      pages: {
        'en /trucks/tata-motors/ace-gold': {
          status: 200,
          title: 'Tata Ace Gold | CV Bazaar',
          description: 'Tata Ace Gold.',
          robots: 'index, follow',
          jsonLd: [],
        },
      },
      answers: {
        [apiCallKey('admin/catalogue/models/31/preview-seo', { path: NEW_MODEL, locale: 'en' })]: DRAFT_HEAD,
      },
    });
    web = await buildWebServer(
      readConfig({
        PUBLIC_DIR: dir,
        API_URL: api.url,
        REMOTES_FILE: path.join(dir, 'none.json'),
        LOG_LEVEL: 'silent',
        VIEW_CACHE: 'on',
      }),
    );
  });

  afterAll(async () => {
    await web.close();
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => web.inject({ url, headers: { host: 'cvbazaar.test' } });

  it('is sent no-store and marked noindex, and leaves the published page as cached for everyone', async () => {
    const key = 'en /trucks/tata-motors/ace-gold';
    const published = await get('/trucks/tata-motors/ace-gold');
    await get('/trucks/tata-motors/ace-gold');
    expect(api.asked.get(key)).toBe(1);
    expect(published.headers['cache-control']).toBe('no-cache');
    expect(published.body).toContain('<meta name="robots" content="index, follow">');

    for (let round = 0; round < 2; round += 1) {
      const preview = await get('/trucks/tata-motors/ace-gold?preview=12');
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(preview.body).not.toContain('content="index, follow"');
    }
    const again = await get('/trucks/tata-motors/ace-gold');
    expect(again.body).toBe(published.body);
    expect(again.headers['x-robots-tag']).toBeUndefined();
  });

  it("opens an editor's preview of a model never published as a page with the draft's head; anyone else gets 404", async () => {
    const previewKey = apiCallKey('admin/catalogue/models/31/preview-seo', { path: NEW_MODEL, locale: 'en' });
    const asEditor = await web.inject({
      url: `${NEW_MODEL}?preview=31`,
      headers: { host: 'cvbazaar.test', cookie: 'cvb_session=editor' },
    });
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.headers['cache-control']).toBe('no-store');
    expect(asEditor.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(asEditor.body).toContain(
      '<title>Tata Ace EV New Price - Starts at ₹11.11 Lakh | CV Bazaar</title>',
    );
    expect(asEditor.body).not.toContain('Page not found');
    // The API decides who is an editor: it got the visitor's cookie.
    expect(api.calls.filter((call) => call.key === previewKey).map((call) => call.cookie)).toEqual([
      'cvb_session=editor',
    ]);

    // Without a session the API is not asked; with one it refuses (here: no answer), the page is the 404 it was.
    const visitor = await get(`${NEW_MODEL}?preview=31`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.headers['cache-control']).toBe('no-store');
    const refused = await web.inject({
      url: `${NEW_MODEL}?preview=32`,
      headers: { host: 'cvbazaar.test', cookie: 'cvb_session=reader' },
    });
    expect(refused.statusCode).toBe(404);
    expect(api.calls.filter((call) => call.key === previewKey)).toHaveLength(1);
    expect((await get(NEW_MODEL)).statusCode).toBe(404);
  });
});
