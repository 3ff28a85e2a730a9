import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A file name with a content hash (webpack's `[contenthash:8]`, or an asset's `[hash]`): it never changes. */
const HASHED = /[./-][0-9a-f]{8,}\.[a-z0-9]+$/;

/** Cache-Control of a built file: a year for hashed names, revalidation (ETag) for the rest, e.g. main.js. */
export function assetCacheControl(filePath: string): string {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Source maps stay on disk for error reporting, never on the wire; the compressed copies go by Accept-Encoding. */
export function isServedPath(pathname: string): boolean {
  return !/\.(map|br|gz)$/.test(pathname);
}

/**
 * Serves a build folder: the pre-compressed `.br`/`.gz` copy the browser accepts (Accept-Encoding, with
 * `Vary`), the right cache lifetime, no source maps.
 */
export async function registerStaticAssets(
  app: FastifyInstance,
  root: string,
  options: { index?: false; wildcard?: boolean } = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    ...options,
    preCompressed: true,
    allowedPath: (pathname) => isServedPath(pathname),
    setHeaders: (res, filePath) => {
      res.header('cache-control', assetCacheControl(filePath.replace(/\.(br|gz)$/, '')));
      res.header('vary', 'accept-encoding');
    },
  });
}
