/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildWebServer } from './app';
import { readConfig } from './config';

/** An API that answers each call with the forwarding headers it was given. */
async function startEchoApi(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.all('/api/*', async (request) => ({
    for: request.headers['x-forwarded-for'] ?? null,
    host: request.headers['x-forwarded-host'] ?? null,
    secret: request.headers['x-cvb-proxy-secret'] ?? null,
  }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
}

describe("the web server's /api proxy", () => {
  let dir: string;
  let api: { app: FastifyInstance; url: string };
  const webWith = (env: NodeJS.ProcessEnv) =>
    buildWebServer(
      readConfig({ PUBLIC_DIR: dir, API_URL: api.url, REMOTES_FILE: path.join(dir, 'none.json'), ...env }),
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-forwarding-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><title>CV Bazaar</title><div id="root"></div>',
    );
    api = await startEchoApi();
  });
  afterAll(async () => {
    await api.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("vouches for the visitor's IP and host with PROXY_SECRET, which the API checks", async () => {
    const web = await webWith({ PROXY_SECRET: 'shared-secret-1234' });
    try {
      const answer = await web.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'www.cvbazaar.in' },
        remoteAddress: '198.51.100.23',
      });
      expect(answer.json()).toEqual({
        for: '198.51.100.23',
        host: 'www.cvbazaar.in',
        secret: 'shared-secret-1234',
      });
    } finally {
      await web.close();
    }
  });

  it('does not pass on a secret a visitor sends, and sends none when it has none', async () => {
    const web = await webWith({});
    try {
      const answer = await web.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'www.cvbazaar.in', 'x-cvb-proxy-secret': 'guessed', 'x-forwarded-for': '10.9.9.9' },
        remoteAddress: '198.51.100.24',
      });
      expect(answer.json()).toEqual({ for: '198.51.100.24', host: 'www.cvbazaar.in', secret: null });
    } finally {
      await web.close();
    }
  });
});
