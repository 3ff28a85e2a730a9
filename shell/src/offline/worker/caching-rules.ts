/**
 * What the service worker does with a GET, by URL (docs/operations.md#offline). Pure, so it is tested without a worker.
 *
 * - `page`: a page of the site (no file extension): network first, the saved copy offline, else the offline page.
 * - `directory`: /remotes.json, and every remote's manifest and entry (any cross-origin file without a content hash):
 *   network first, so a new remote build or a rollback reaches the visitor on the next online visit.
 * - `code`: content-hashed files (the shell's and the remotes' chunks): cache first, they never change.
 * - `api`: public API answers: network first, the saved answer offline.
 * - `image`: pictures: cache first, a few dozen kept.
 * - null: not touched (POSTs, the signed-in person's calls, the admin desk and its draft previews, the development
 *   outbox, sitemaps …).
 */
export type CachingRule = 'page' | 'directory' | 'code' | 'api' | 'image';

/** The cache of each rule; the version suffix lets a later worker drop caches it no longer reads. */
export const CACHE_NAMES: Record<CachingRule, string> = {
  page: 'cvb-pages-v1',
  directory: 'cvb-directory-v1',
  code: 'cvb-code-v1',
  api: 'cvb-api-v1',
  image: 'cvb-images-v1',
};

/** A file name with a content hash (webpack's `[contenthash:8]`), as the web server's static-assets rule reads it. */
const HASHED = /[./-][0-9a-f]{8,}\.[a-z0-9]+$/;
const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;
/** The person's own data, the admin desk and the development outbox are never kept on the phone. */
const PRIVATE_API = /^\/api\/(users\/me|auth|admin|dev\/|account)/;

export interface RequestFacts {
  method: string;
  url: string;
  destination?: string;
}

export function cachingRule(request: RequestFacts, siteOrigin: string): CachingRule | null {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const { pathname } = url;
  const image = request.destination === 'image' || IMAGE.test(pathname);
  if (url.origin !== siteOrigin) {
    if (image) return 'image';
    if (HASHED.test(pathname)) return 'code';
    return /\.(m?js|json|css)$/.test(pathname) ? 'directory' : null;
  }
  if (pathname === '/remotes.json') return 'directory';
  if (pathname.startsWith('/api/')) return PRIVATE_API.test(pathname) ? null : 'api';
  if (pathname === '/sw.js') return null;
  if (image) return 'image';
  if (HASHED.test(pathname)) return 'code';
  if (/\.(m?js|json|css|webmanifest)$/.test(pathname)) return 'directory';
  if (/\.[a-z0-9]+$/i.test(pathname)) return null; // robots.txt, sitemaps, …
  // A draft's preview (`?preview=<model id>`) is an editor's alone: never kept on the phone.
  if (url.searchParams.has('preview')) return null;
  return 'page';
}
