/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCallKey, modelDetailCall, verticalDefinition } from '@cvb/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildWebServer } from './app';
import { readConfig } from './config';
import { createServerViews, withServerView } from './server-view';
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

/** A remote's renderer as its build ships it: CommonJS exporting renderServerView. */
const renderer = (
  version: string,
  body = 'return { html: `<h1>${version} ${r.locale} ${r.url} ${JSON.stringify(r.data)}</h1>`, css: "<style data-styled=\\"true\\">h1{color:navy}</style>" };',
) => `const version = ${JSON.stringify(version)};\nexports.renderServerView = async (r) => { ${body} };`;

/** A remote's origin (its CDN): serves server/view.cjs with an ETag, as @fastify/static does. */
async function startRemote(): Promise<{ url: string; code: string; asked: number; app: FastifyInstance }> {
  const state = { url: '', code: renderer('v1'), asked: 0, app: Fastify() };
  state.app.get('/server/view.cjs', async (request, reply) => {
    state.asked += 1;
    const etag = `"${createHash('sha1').update(state.code).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('etag', etag).type('application/javascript').send(state.code);
  });
  await state.app.listen({ port: 0, host: '127.0.0.1' });
  const address = state.app.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

let dir: string;
let remote: Awaited<ReturnType<typeof startRemote>>;
let api: StandInApi;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-server-view-'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'public', 'index.html'), template);
  remote = await startRemote();
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({
      mfe_trucks: `${remote.url}/mf-manifest.json`,
      mfe_media: 'http://127.0.0.1:9/mf-manifest.json',
    }),
  );
  writeFileSync(path.join(dir, 'view.cjs'), renderer('shell'));
  api = await startStandInApi({
    pages: {
      'en /trucks/tata-motors/ace-gold': {
        status: 200,
        title: 'Tata Ace Gold price in New Delhi | CV Bazaar',
        description: 'Tata Ace Gold ex-showroom price in New Delhi starts at ₹4.00 Lakh.',
        jsonLd: [],
        firstView: [aceCall],
      },
    },
    answers: { [ACE_KEY]: { name: 'Ace Gold' } },
  });
});

afterAll(async () => {
  await remote.app.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = () =>
  readConfig({ PUBLIC_DIR: path.join(dir, 'public'), REMOTES_FILE: path.join(dir, 'remotes.json') });
const request = (url: string) => ({ url, locale: 'en' as const, data: {}, origin: 'https://cvbazaar.test' });

describe('the page with its server view', () => {
  it("puts the app's view into its box inside <main>, marked for hydration, and its styles into the head", () => {
    const page = withServerView(template, {
      app: 'mfe-trucks',
      html: '<h1>Tata Ace Gold</h1>',
      css: '<style>h1{}</style>',
    });
    const document = new JSDOM(page).window.document;
    const box = document.querySelector('main#cvb-content > #app-mfe-trucks');
    expect(box?.getAttribute('data-server-view')).toBe('mfe-trucks');
    expect(box?.hasAttribute('inert')).toBe(true);
    expect(box?.innerHTML).toBe('<h1>Tata Ace Gold</h1>');
    expect(document.head.querySelector('style:last-of-type')?.textContent).toBe('h1{}');
  });

  it('finds <main> in the minified page too, and leaves the page alone without a view', () => {
    const minified = '<html><head></head><body><main id=cvb-content tabindex=-1></main></body></html>';
    expect(withServerView(minified, { app: 'shell', html: '<h1>Home</h1>', css: '' })).toContain(
      '<main id=cvb-content tabindex=-1><div id="app-shell" data-app="shell" data-server-view="shell" inert><h1>Home</h1></div></main>',
    );
    expect(withServerView(minified, null)).toBe(minified);
  });
});

describe("the renderers of the apps' views", () => {
  it("loads a remote's renderer from the remote's origin and the shell's from its own file", async () => {
    const views = createServerViews(config(), { shellRendererFile: path.join(dir, 'view.cjs') });
    const trucks = await views('/trucks/tata-motors/ace-gold', request('/trucks/tata-motors/ace-gold'));
    expect(trucks).toEqual({
      app: 'mfe-trucks',
      html: '<h1>v1 en /trucks/tata-motors/ace-gold {}</h1>',
      css: '<style data-styled="true">h1{color:navy}</style>',
    });
    expect((await views('/', request('/')))?.html).toBe('<h1>shell en / {}</h1>');
  });

  it('renders with the new code once the remote deploys a new renderer, asking with its ETag meanwhile', async () => {
    let clock = 0;
    const views = createServerViews(config(), { now: () => clock, revalidateMs: 1_000 });
    remote.code = renderer('v1');
    expect((await views('/trucks', request('/trucks')))?.html).toContain('v1');
    const asked = remote.asked;
    clock = 500;
    await views('/trucks', request('/trucks'));
    expect(remote.asked).toBe(asked); // fresh: not asked again
    remote.code = renderer('v2');
    clock = 2_000;
    await views('/trucks', request('/trucks')); // the known renderer answers while the new one loads
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await views('/trucks', request('/trucks')))?.html).toContain('v2');
  });

  it('gives no view when the remote is unreachable, its renderer throws or is late', async () => {
    const views = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 200 });
    expect(await views('/news/some-story', request('/news/some-story'))).toBeNull();

    remote.code = renderer('broken', 'throw new Error("window is not defined");');
    const broken = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 200 });
    expect(await broken('/trucks', request('/trucks'))).toBeNull();

    remote.code = renderer('late', 'return new Promise(() => undefined);');
    const late = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 200 });
    expect(await late('/trucks', request('/trucks'))).toBeNull();
    remote.code = renderer('v1');
  });
});

describe('a page served by the web server', () => {
  it("carries the owning app's view, rendered from the answers inlined into the same page", async () => {
    remote.code = renderer('v1');
    const web = await buildWebServer(
      readConfig({
        ...process.env,
        PUBLIC_DIR: path.join(dir, 'public'),
        API_URL: api.url,
        REMOTES_FILE: path.join(dir, 'remotes.json'),
      }),
    );
    const response = await web.inject({
      url: '/trucks/tata-motors/ace-gold',
      headers: { host: 'cvbazaar.test' },
    });
    await web.close();
    const box = new JSDOM(response.body).window.document.getElementById('app-mfe-trucks');
    expect(box?.dataset.serverView).toBe('mfe-trucks');
    expect(box?.textContent).toBe(
      `v1 en /trucks/tata-motors/ace-gold ${JSON.stringify({ [ACE_KEY]: { name: 'Ace Gold' } })}`,
    );
  });

  it('goes out without a view when SERVER_VIEW is off', async () => {
    const web = await buildWebServer(
      readConfig({
        PUBLIC_DIR: path.join(dir, 'public'),
        API_URL: api.url,
        REMOTES_FILE: path.join(dir, 'remotes.json'),
        SERVER_VIEW: 'off',
      }),
    );
    const response = await web.inject({
      url: '/trucks/tata-motors/ace-gold',
      headers: { host: 'cvbazaar.test' },
    });
    await web.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-server-view');
  });
});
