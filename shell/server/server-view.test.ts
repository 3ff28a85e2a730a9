/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
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

/** The pin a build publishes for a renderer (tools/build-ssr.mjs). */
const pinOf = (code: string, modules: string[] = []) => ({
  file: 'server/view.cjs',
  integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
  modules,
});

interface Remote {
  url: string;
  /** The file at server/view.cjs. */
  code: string;
  /** The `serverView` of its mf-manifest.json (null: the manifest pins nothing). */
  pin: ReturnType<typeof pinOf> | null;
  asked: number;
  app: FastifyInstance;
  /** A release: the new renderer and the manifest that pins it. */
  deploy(code: string, modules?: string[]): void;
}

/** A remote's origin (its CDN): its manifest pins the renderer it serves at server/view.cjs. */
async function startRemote(): Promise<Remote> {
  const state: Remote = {
    url: '',
    code: '',
    pin: null,
    asked: 0,
    app: Fastify(),
    deploy(code, modules) {
      state.code = code;
      state.pin = pinOf(code, modules);
    },
  };
  state.deploy(renderer('v1'));
  state.app.get('/mf-manifest.json', async () => ({
    id: 'mfe_trucks',
    exposes: [],
    serverView: state.pin ?? undefined,
  }));
  state.app.get('/server/view.cjs', async (_request, reply) => {
    state.asked += 1;
    return reply.type('application/javascript').send(state.code);
  });
  await state.app.listen({ port: 0, host: '127.0.0.1' });
  const address = state.app.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

let dir: string;
let remote: Remote;
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
  writeFileSync(path.join(dir, 'view.json'), JSON.stringify(pinOf(renderer('shell'))));
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

  it('renders with the new code once the remote deploys a new renderer, fetching the file only when its pin changes', async () => {
    let clock = 0;
    const views = createServerViews(config(), { now: () => clock, revalidateMs: 1_000 });
    remote.deploy(renderer('v1'));
    expect((await views('/trucks', request('/trucks')))?.html).toContain('v1');
    const asked = remote.asked;
    clock = 500;
    await views('/trucks', request('/trucks'));
    clock = 1_600; // stale: the manifest is read again, but it pins the same file
    await views('/trucks', request('/trucks'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(remote.asked).toBe(asked);
    remote.deploy(renderer('v2'));
    clock = 3_000;
    await views('/trucks', request('/trucks')); // the known renderer answers while the new one loads
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await views('/trucks', request('/trucks')))?.html).toContain('v2');
  });

  it('gives no view when the remote is unreachable, its renderer throws or is late', async () => {
    const views = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 200 });
    expect(await views('/news/some-story', request('/news/some-story'))).toBeNull();

    remote.deploy(renderer('broken', 'throw new Error("window is not defined");'));
    const broken = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 200 });
    expect(await broken('/trucks', request('/trucks'))).toBeNull();

    remote.deploy(renderer('late', 'return new Promise(() => undefined);'));
    const late = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 200 });
    expect(await late('/trucks', request('/trucks'))).toBeNull();
    remote.deploy(renderer('v1'));
  });

  it('cancels a render it gave up on', async () => {
    // The renderer runs in the process's own context: it leaves its mark there.
    const cancelled = () => vm.runInThisContext('globalThis.cancelledRenders ?? []') as string[];
    remote.deploy(
      renderer(
        'slow',
        'return new Promise((resolve, reject) => r.signal.addEventListener("abort", () => { (globalThis.cancelledRenders ??= []).push(r.url); reject(r.signal.reason); }));',
      ),
    );
    const slow = createServerViews(config(), { timeoutMs: 200, loadTimeoutMs: 1_000 });
    expect(await slow('/trucks/popular-trucks', request('/trucks/popular-trucks'))).toBeNull();
    expect(cancelled()).toEqual(['/trucks/popular-trucks']);
    vm.runInThisContext('delete globalThis.cancelledRenders');
    remote.deploy(renderer('v1'));
  });
});

describe('only renderer code the server was told to expect runs', () => {
  // Renderers run in the process's own context, not in the test's sandbox: read and reset their marks there.
  const ran = () => vm.runInThisContext('globalThis.rendererRan ?? []') as string[];
  /** A renderer that leaves a mark when its file is run, before anything renders. */
  const marking = (version: string) =>
    `(globalThis.rendererRan ??= []).push(${JSON.stringify(version)});\n${renderer(version)}`;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    vm.runInThisContext('globalThis.rendererRan = []');
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    remote.deploy(renderer('v1'));
  });

  it('runs a renderer whose hash matches the pin of its manifest', async () => {
    remote.deploy(marking('pinned'));
    const views = createServerViews(config());
    expect((await views('/trucks', request('/trucks')))?.html).toContain('pinned');
    expect(ran()).toEqual(['pinned']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a renderer whose hash does not match: no server view, its code never runs', async () => {
    remote.deploy(renderer('v1'));
    remote.code = marking('tampered'); // the origin serves other code than the manifest pins
    const views = createServerViews(config());
    expect(await views('/trucks', request('/trucks'))).toBeNull();
    expect(ran()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/refused the server view .*does not match its pinned hash/),
    );
  });

  it('refuses a renderer its manifest does not pin, or pins on another origin', async () => {
    remote.deploy(marking('unpinned'));
    remote.pin = null;
    expect(await createServerViews(config())('/trucks', request('/trucks'))).toBeNull();
    remote.deploy(marking('elsewhere'));
    remote.pin = { ...pinOf(remote.code), file: 'http://127.0.0.1:9/server/view.cjs' };
    expect(await createServerViews(config())('/trucks', request('/trucks'))).toBeNull();
    expect(ran()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops running the old renderer when a new release pins a file that does not match', async () => {
    let clock = 0;
    const views = createServerViews(config(), { now: () => clock, revalidateMs: 1_000 });
    remote.deploy(renderer('v1'));
    expect((await views('/trucks', request('/trucks')))?.html).toContain('v1');
    remote.deploy(renderer('v2'));
    remote.code = renderer('v2-tampered');
    clock = 2_000;
    await views('/trucks', request('/trucks')); // the known renderer answers while the new one loads
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await views('/trucks', request('/trucks'))).toBeNull();
  });

  it('gives a renderer only the node modules it declares', async () => {
    const needsUtil = `const { format } = require('node:util');\n${renderer('util', 'return { html: format("<p>%s</p>", "util"), css: "" };')}`;
    remote.deploy(needsUtil, ['util']);
    expect((await createServerViews(config())('/trucks', request('/trucks')))?.html).toBe('<p>util</p>');

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const takesFs = `const fs = require('fs');\n${renderer('fs')}`;
    remote.deploy(takesFs, ['util']);
    expect(await createServerViews(config())('/trucks', request('/trucks'))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.any(String), expect.stringContaining("may not require 'fs'"));
    // A package of the server's own node_modules is never handed out, even when declared.
    remote.deploy(`require('fastify');\n${renderer('pkg')}`, ['fastify']);
    expect(await createServerViews(config())('/trucks', request('/trucks'))).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.any(String),
      expect.stringContaining("may not require 'fastify'"),
    );
    error.mockRestore();
  });

  it("refuses the shell's own renderer without a matching pin beside it", async () => {
    const own = path.join(dir, 'own');
    mkdirSync(own, { recursive: true });
    writeFileSync(path.join(own, 'view.cjs'), marking('own'));
    const views = () => createServerViews(config(), { shellRendererFile: path.join(own, 'view.cjs') });
    expect(await views()('/', request('/'))).toBeNull();
    writeFileSync(path.join(own, 'view.json'), JSON.stringify(pinOf(renderer('own'))));
    expect(await views()('/', request('/'))).toBeNull();
    expect(ran()).toEqual([]);
    writeFileSync(path.join(own, 'view.json'), JSON.stringify(pinOf(marking('own'))));
    expect((await views()('/', request('/')))?.html).toContain('own');
    expect(ran()).toEqual(['own']);
  });
});

describe('a page served by the web server', () => {
  it("carries the owning app's view, rendered from the answers inlined into the same page", async () => {
    remote.deploy(renderer('v1'));
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

  it('goes out without a view, and still whole, when the remote serves a renderer its manifest does not pin', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    remote.deploy(renderer('v1'));
    remote.code = renderer('tampered');
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
    remote.deploy(renderer('v1'));
    warn.mockRestore();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-server-view');
    expect(response.body).not.toContain('tampered');
    expect(new JSDOM(response.body).window.document.querySelector('main#cvb-content')).not.toBeNull();
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
