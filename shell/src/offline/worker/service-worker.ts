/// <reference lib="webworker" />
// The site's service worker (built by shell/build-service-worker.mjs into dist/public/sw.js). Registered by the page
// only after it has loaded; what it keeps and how: ./caching-rules.ts and docs/operations.md#offline.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_NAMES, cachingRule, type CachingRule } from './caching-rules';
import { offlinePageHtml, titleOfHtml, type SavedPage } from './offline-page';
import { notificationUrl, openNotificationUrl, pushedAlertOf, showPushedAlert } from './push-handlers';
import { isRemoteManifest, keepOfflineChunks } from './remote-offline-code';
import { SAVED_AT_HEADER } from './saved-at';

declare const self: ServiceWorkerGlobalScope;
/** The page's offline code a first visit does not download (set by build-service-worker.mjs): kept at install. */
declare const __OFFLINE_CODE__: readonly string[];

/** Same-origin answers carry the time they were saved: the offline banner says "prices as of …" from it. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    if (response.type === 'opaque' || response.type === 'opaqueredirect') return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/**
 * A saved page served because the network failed says so on its `<html>` (data-offline-copy="<saved at>"): the page
 * shows the offline banner even when the browser still believes it is online (a weak connection).
 */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? '';
    const html = await cachedResponse.text();
    const marked = html.replace(/<html\b/i, `<html data-offline-copy="${savedAt.replace(/[^\w:.-]/g, '')}"`);
    return new Response(marked, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  },
};

/** A remote's manifest fetched from the network: its offline chunks (the lead dialog) are kept beside the rest. */
const keepRemoteOfflineCode: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    if (!isRemoteManifest(request.url)) return;
    const manifest: unknown = await newResponse.json().catch(() => null);
    await keepOfflineChunks(await caches.open(CACHE_NAMES.code), manifest, request.url);
  },
};

/**
 * Every remote's offline chunks, read from /remotes.json and the manifests it names: once, when this worker starts
 * (the page's own manifests were fetched before it was there). Not awaited by install or activate, so a slow or
 * hanging remote never holds the worker back.
 */
async function keepEveryRemoteOfflineCode(): Promise<void> {
  const signal = AbortSignal.timeout(20_000);
  const remotes = (await (await fetch('/remotes.json', { signal })).json()) as Record<string, string>;
  const code = await caches.open(CACHE_NAMES.code);
  await Promise.all(
    Object.values(remotes).map(async (manifestUrl) => {
      const url = new URL(manifestUrl, self.location.origin).href;
      const manifest: unknown = await (await fetch(url, { signal })).json();
      await keepOfflineChunks(code, manifest, url);
    }),
  );
}

const ok = new CacheableResponsePlugin({ statuses: [0, 200] });
const expire = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * 24 * 3600, purgeOnQuotaError: true });
const matchOptions = { ignoreVary: true };

const STRATEGIES: Record<CachingRule, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.page,
    plugins: [stampSavedAt, markOfflineCopy, expire(60, 30)],
    matchOptions,
  }),
  // remotes.json and every remote's manifest and entry: always the network's when there is one.
  directory: new NetworkFirst({
    cacheName: CACHE_NAMES.directory,
    plugins: [ok, expire(100, 60), keepRemoteOfflineCode],
    matchOptions,
  }),
  code: new CacheFirst({ cacheName: CACHE_NAMES.code, plugins: [ok, expire(400, 60)], matchOptions }),
  // The city's fuel prices and the state's mandi prices are API answers: kept with the rest for a week.
  api: new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    plugins: [stampSavedAt, expire(300, 7)],
    matchOptions,
  }),
  image: new CacheFirst({ cacheName: CACHE_NAMES.image, plugins: [ok, expire(60, 30)], matchOptions }),
};

for (const rule of Object.keys(STRATEGIES) as CachingRule[]) {
  registerRoute(
    ({ request, url }) =>
      cachingRule(
        { method: request.method, url: url.href, destination: request.destination },
        self.location.origin,
      ) === rule,
    STRATEGIES[rule],
  );
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHE_NAMES.page);
  const requests = (await cache.keys()).slice(-30);
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request, matchOptions);
      return { url: request.url, title: response ? titleOfHtml(await response.text()) : '' };
    }),
  );
  return pages.filter((page) => new URL(page.url).origin === self.location.origin);
}

// A page never opened before, without a connection: the offline page in the visitor's language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error();
  const html = offlinePageHtml(url.pathname, await savedPages());
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
});

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(
    caches
      .open(CACHE_NAMES.code)
      .then((cache) => cache.addAll(__OFFLINE_CODE__))
      .catch((error: unknown) => console.warn('[sw] the offline banner could not be kept', error)),
  );
});
clientsClaim();

// Caches of an older worker that this one no longer reads.
self.addEventListener('activate', (event) => {
  void keepEveryRemoteOfflineCode().catch((error: unknown) =>
    console.warn("[sw] the remotes' offline code could not be kept", error),
  );
  const current = new Set(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('cvb-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A fired price alert pushed by the API (docs/domain.md#web-push): shown at once; a tap opens (or focuses) its page.
self.addEventListener('push', (event) => {
  event.waitUntil(
    showPushedAlert(
      self.registration,
      pushedAlertOf(() => event.data?.json()),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationUrl(self.clients, notificationUrl(event.notification.data, self.location.origin)),
  );
});
