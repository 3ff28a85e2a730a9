/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from './app';
import { readConfig } from './config';

const map = '{"version":3,"sources":["webpack://shell/./src/secret-source.tsx"],"sourcesContent":["secret"]}';
const script = `console.log(${JSON.stringify('CV Bazaar '.repeat(300))});`;

let dir: string;
let app: FastifyInstance;
const logLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  // The server logs every request at 'info'; these 25 requests need no log.
  process.env.LOG_LEVEL = 'silent';
  dir = mkdtempSync(path.join(tmpdir(), 'cvb-shell-maps-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><body>CV Bazaar</body></html>');
  // A production build (hidden-source-map): each script beside its map, with no sourceMappingURL comment.
  for (const name of ['main.js', '325.2f810df2.js', 'chunks/787.0a1b2c3d.js']) {
    writeFileSync(path.join(dir, name), script);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(script));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(script));
    writeFileSync(path.join(dir, `${name}.map`), map);
  }
  app = await buildWebServer(
    readConfig({ PUBLIC_DIR: dir, API_URL: 'http://127.0.0.1:9', REMOTES_FILE: path.join(dir, 'none.json') }),
  );
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
});

describe("the shell's web server and the source maps of the build", () => {
  it('still serves the scripts the maps belong to', async () => {
    const response = await app.inject({ url: '/325.2f810df2.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(script);
  });

  it.each([
    '/main.js.map',
    '/325.2f810df2.js.map',
    '/chunks/787.0a1b2c3d.js.map',
    '/325.2f810df2.js.map?v=1',
    '/325.2f810df2.js%2Emap',
    '/325.2f810df2.js%2emap',
    '/chunks/../325.2f810df2.js.map',
    '//325.2f810df2.js.map',
  ])('answers 404 without the map for %s, whatever the browser accepts', async (url) => {
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect({ url, encoding, status: response.statusCode }).toEqual({ url, encoding, status: 404 });
      expect(response.body).not.toContain('secret-source');
      expect(response.body).not.toContain('sourcesContent');
    }
  });
});
