/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMainSiteServer } from './site-server';
import type { MainSiteSettings } from './settings';

const publicDir = mkdtempSync(path.join(tmpdir(), 'main-site-'));
writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Main site</title>');
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
