/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiCallKey,
  FIRST_DATA_ELEMENT_ID,
  modelDetailCall,
  verticalDefinition,
  type FirstData,
} from '@cvb/contracts';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildWebServer } from './app';
import { createFirstDataLoader } from './first-data';
import { readConfig } from './config';
import { startStandInApi, type StandInApi } from './testing/stand-in-api';

process.env.LOG_LEVEL = 'silent';

const template = readFileSync(path.join(__dirname, '../src/index.html'), 'utf8');
const aceCall = modelDetailCall(verticalDefinition('truck'), {
  brandSlug: 'tata-motors',
  modelSlug: 'ace-gold',
  city: 'new-delhi',
  locale: 'en',
});
const ACE_KEY = apiCallKey(aceCall.path, aceCall.query);
/** The model-detail answer, with a description that tries to close the script it travels in. */
const aceDetail = {
  model: {
    name: 'Ace Gold',
    brandName: 'Tata Motors',
    description: 'Small truck </script><script>alert("owned")</script> & more',
  },
  city: { slug: 'new-delhi', name: 'New Delhi' },
};
const modelPage = {
  status: 200 as const,
  title: 'Tata Ace Gold price in New Delhi — ₹4.00 Lakh onwards, specs, mileage | CV Bazaar',
  description: 'Tata Ace Gold ex-showroom price in New Delhi starts at ₹4.00 Lakh.',
  jsonLd: [],
  firstView: [aceCall],
};
const brokenCall = { path: 'trucks/model-detail', query: { brandSlug: 'eicher', modelSlug: 'pro-2049' } };

let dir: string;
let api: StandInApi;
let web: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-first-data-'));
  writeFileSync(path.join(dir, 'index.html'), template);
  api = await startStandInApi({
    pages: {
      'en /trucks/tata-motors/ace-gold': modelPage,
      // The API names a call it then cannot answer (404).
      'en /trucks/eicher/pro-2049': { ...modelPage, firstView: [brokenCall] },
    },
    answers: { [ACE_KEY]: aceDetail },
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

async function fetchPage(url: string, headers: Record<string, string> = {}) {
  const response = await web.inject({ url, headers: { host: 'cvbazaar.test', ...headers } });
  const script = new JSDOM(response.body).window.document.getElementById(FIRST_DATA_ELEMENT_ID);
  const inlined = script ? (JSON.parse(script.textContent ?? '') as FirstData) : null;
  return { status: response.statusCode, body: response.body, script, inlined };
}

describe("the first view's API answers inlined into the page", () => {
  it("carries a model page's model-detail answer as JSON the api-client reads", async () => {
    const page = await fetchPage('/trucks/tata-motors/ace-gold', { cookie: 'session=secret' });
    expect(page.status).toBe(200);
    expect(page.script?.getAttribute('type')).toBe('application/json');
    expect(page.inlined).toEqual({ [ACE_KEY]: aceDetail });
    // Asked as a public call: the visitor's cookies stay with the visitor.
    expect(api.calls.find((call) => call.key === ACE_KEY)?.cookie).toBeUndefined();
  });

  it('escapes the answer, so no text in it can close the script', async () => {
    const { body } = await fetchPage('/trucks/tata-motors/ace-gold');
    expect(body).not.toContain('<script>alert');
    expect(body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert');
    expect(body.match(/<\/script>/g)).toHaveLength(body.match(/<script\b/g)?.length ?? 0);
  });

  it('sends the page (200) without it when the API cannot answer the call', async () => {
    const page = await fetchPage('/trucks/eicher/pro-2049');
    expect(page.status).toBe(200);
    expect(page.script).toBeNull();
    expect(page.body).toContain('<main id="cvb-content"');
  });

  it('inlines nothing for a URL with its own filters in the query, but ignores tracking parameters', async () => {
    expect((await fetchPage('/trucks/tata-motors/ace-gold?sort=price')).script).toBeNull();
    expect((await fetchPage('/trucks/tata-motors/ace-gold?utm_source=whatsapp')).inlined).toEqual({
      [ACE_KEY]: aceDetail,
    });
  });

  it('inlines nothing on a page that does not exist', async () => {
    const page = await fetchPage('/trucks/tata-motors/no-such-model');
    expect(page.status).toBe(404);
    expect(page.script).toBeNull();
  });
});

describe('the loader of the answers', () => {
  it('leaves out a call the API does not answer in time, keeping the others', async () => {
    const slowFetch: typeof fetch = (input, init) =>
      String(input).includes('pro-2049')
        ? new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          })
        : Promise.resolve(Response.json(aceDetail));
    const load = createFirstDataLoader({ apiBase: 'http://api.test', fetch: slowFetch, timeoutMs: 50 });
    const data = await load([aceCall, brokenCall], { host: 'cvbazaar.test', protocol: 'https' });
    expect(data).toEqual({ [ACE_KEY]: aceDetail });
  });
});

describe('a page with inlining switched off (FIRST_DATA=off)', () => {
  it('goes out without inlined answers', async () => {
    const plain = await buildWebServer(
      readConfig({
        PUBLIC_DIR: dir,
        API_URL: api.url,
        REMOTES_FILE: path.join(dir, 'none.json'),
        FIRST_DATA: 'off',
      }),
    );
    try {
      const response = await plain.inject({ url: '/trucks/tata-motors/ace-gold' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(FIRST_DATA_ELEMENT_ID);
    } finally {
      await plain.close();
    }
  });
});

describe('a page while the API cannot be reached', () => {
  it('still goes out (200), without inlined answers', async () => {
    const offline = await buildWebServer(
      readConfig({
        PUBLIC_DIR: dir,
        API_URL: 'http://127.0.0.1:9',
        REMOTES_FILE: path.join(dir, 'none.json'),
      }),
    );
    try {
      const response = await offline.inject({ url: '/trucks/tata-motors/ace-gold' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(FIRST_DATA_ELEMENT_ID);
    } finally {
      await offline.close();
    }
  });
});
