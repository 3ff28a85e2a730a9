/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { readConfig } from './config';
import { contentSecurityPolicy, registerSecurityHeaders, remoteOrigins } from './security-headers';
import { trustedProxies } from './trusted-proxies';

/** The server's hooks on a bare Fastify with a page, a script and its map (app.ts registers them the same way). */
async function serverWith(env: NodeJS.ProcessEnv, api?: string): Promise<FastifyInstance> {
  const config = readConfig({ REMOTE_PORT_BASE: '5601', ...env });
  const app = Fastify({ trustProxy: trustedProxies(config.TRUST_PROXY) });
  registerSecurityHeaders(app, config, { production: config.NODE_ENV === 'production', csp: config.CSP });
  app.get('/trucks', async (_request, reply) =>
    reply.type('text/html').send('<!doctype html><title>CV</title>'),
  );
  app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>CV</title>'));
  app.get('/main.0123abcd.js', async (_request, reply) =>
    reply.type('text/javascript').send('console.log(1)'),
  );
  app.get('/main.0123abcd.js.map', async () => ({ sourcesContent: ['secret source'] }));
  app.get('/who', async (request) => ({ ip: request.ip }));
  if (api) await app.register(httpProxy, { upstream: api, prefix: '/api', rewritePrefix: '/api' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const AMP_POLICY = "default-src 'self'; script-src blob: https://cdn.ampproject.org/v0.js; object-src 'none'";

/** An API that answers an AMP page with its own policy, and its docs page without one. */
async function apiWithAmpPage(): Promise<FastifyInstance> {
  const api = Fastify();
  api.get('/api/amp/news/:slug', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', AMP_POLICY)
      .send('<!doctype html><html amp><script async src="https://cdn.ampproject.org/v0.js"></script>'),
  );
  api.get('/api/docs', async (_request, reply) =>
    reply.type('text/html').send('<!doctype html><title>Docs</title>'),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  return api;
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** A real HTTP call (light-my-request's ESM cookie module does not load in this jsdom-first jest setup). */
async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('security headers of the web server', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await serverWith({});
  });
  afterAll(() => server.close());

  it('gives pages a CSP that allows this host and the remotes, and no framing', async () => {
    const page = await get(server, '/trucks');
    expect(page.status).toBe(200);
    const csp = String(page.headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self' http://localhost:5601 http://localhost:5602");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('connect-src');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it("keeps the API's own policy on its AMP pages, so the AMP runtime may load; other pages get the site's", async () => {
    const api = await apiWithAmpPage();
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const site = await serverWith({}, `http://127.0.0.1:${port}`);
    try {
      const amp = await get(site, '/api/amp/news/tractor-gst-cut-to-5-percent?locale=hi');
      expect(amp.status).toBe(200);
      expect(amp.headers.get('content-security-policy')).toBe(AMP_POLICY);
      expect(amp.headers.get('x-content-type-options')).toBe('nosniff');
      const docs = await get(site, '/api/docs');
      expect(docs.headers.get('content-security-policy')).toContain(
        "script-src 'self' http://localhost:5601",
      );
      const page = await get(site, '/trucks');
      expect(page.headers.get('content-security-policy')).not.toContain('cdn.ampproject.org');
    } finally {
      await site.close();
      await api.close();
    }
  });

  it('serves scripts with nosniff but never their source maps', async () => {
    const script = await get(server, '/main.0123abcd.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const map = await get(server, '/main.0123abcd.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret source');
  });

  it('adds HSTS in production, and CSP can be report-only or off', async () => {
    const production = await serverWith({ NODE_ENV: 'production', CSP: 'report-only' });
    try {
      const page = await get(production, '/');
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(page.headers.get('content-security-policy')).toBeNull();
      expect(page.headers.get('content-security-policy-report-only')).toContain("default-src 'self'");
    } finally {
      await production.close();
    }
  });

  it('reads the visitor IP from X-Forwarded-For only when TRUST_PROXY names the load balancer', async () => {
    const direct = await serverWith({});
    const behind = await serverWith({ TRUST_PROXY: '127.0.0.1' });
    try {
      const ask = (app: FastifyInstance) =>
        get(app, '/who', { 'x-forwarded-for': '198.51.100.4' }).then((answer) => JSON.parse(answer.body).ip);
      expect(await ask(direct)).toBe('127.0.0.1');
      expect(await ask(behind)).toBe('198.51.100.4');
    } finally {
      await direct.close();
      await behind.close();
    }
  });
});

describe('content security policy', () => {
  it('lists each remote origin once, with its websocket for development reloads', () => {
    const origins = remoteOrigins({
      trucks: 'http://localhost:3101/mf-manifest.json',
      buses: 'http://localhost:3101/other/mf-manifest.json',
      cdn: 'https://cdn.cvbazaar.in/tyres/1.2.3/mf-manifest.json',
      broken: 'not a url',
    });
    expect(origins).toEqual(['http://localhost:3101', 'https://cdn.cvbazaar.in']);
    expect(contentSecurityPolicy(origins)).toContain(
      "connect-src 'self' http://localhost:3101 https://cdn.cvbazaar.in ws://localhost:3101",
    );
  });
});
