/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from './app';
import { readConfig } from './config';

const script = `console.log(${JSON.stringify('CV Bazaar '.repeat(300))});`;
const html = `<!doctype html><html lang="en"><head><title>CV Bazaar</title></head><body>${'<p>CV Bazaar</p>'.repeat(120)}</body></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-assets-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  for (const name of ['main.js', '325.2f810df2.js']) {
    writeFileSync(path.join(dir, name), script);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(script));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(script));
  }
  writeFileSync(path.join(dir, '325.2f810df2.js.map'), '{"version":3,"sources":["secret.ts"]}');
  app = await buildWebServer(
    readConfig({ PUBLIC_DIR: dir, API_URL: 'http://127.0.0.1:9', REMOTES_FILE: path.join(dir, 'none.json') }),
  );
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the shell's web server", () => {
  it('sends the brotli copy of a built script with content-encoding br when the browser accepts it', async () => {
    const response = await app.inject({
      url: '/325.2f810df2.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await app.inject({ url: '/325.2f810df2.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/325.2f810df2.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches content-hashed files for a year and revalidates main.js', async () => {
    const hashed = await app.inject({ url: '/325.2f810df2.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const main = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.headers['content-encoding']).toBe('br');
  });

  it('serves no source map, nor a compressed copy by its own name', async () => {
    expect((await app.inject({ url: '/325.2f810df2.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/main.js.br' })).statusCode).toBe(404);
  });

  it('compresses the page itself, which is revalidated', async () => {
    const page = await app.inject({ url: '/about-us', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    const plain = await app.inject({ url: '/about-us' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});
