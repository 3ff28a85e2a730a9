import { isDataSaverOn } from '@cvb/ui';

/** The attribute `<html>` gets once the worker controls the page and has saved it (what the offline journey waits for). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** The current page's own files and answers (its code, styles and API calls), to be saved by the worker. */
export function pageResourceUrls(entries: readonly PerformanceEntry[], dataSaver: boolean): string[] {
  const kinds = new Set(['script', 'link', 'css', 'fetch', 'xmlhttprequest', ...(dataSaver ? [] : ['img'])]);
  return entries
    .filter((entry) => kinds.has((entry as PerformanceResourceTiming).initiatorType))
    .map((entry) => entry.name)
    .filter((url) => /^https?:/.test(url));
}

function postAndWait(worker: ServiceWorker, message: unknown): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(message, [channel.port2]);
  });
}

function saveUrls(worker: ServiceWorker, urls: readonly string[]): Promise<void> {
  return postAndWait(worker, { type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/**
 * Files the page fetches after the first batch (a remote's chunks still in flight when the worker took over): saved
 * too, in small batches, each URL once.
 */
function keepSavingLaterFiles(worker: ServiceWorker, sent: Set<string>): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let batch: string[] = [];
  let timer: number | undefined;
  new PerformanceObserver((list) => {
    for (const url of pageResourceUrls(list.getEntries(), isDataSaverOn())) {
      if (!sent.has(url)) {
        sent.add(url);
        batch.push(url);
      }
    }
    if (batch.length && timer === undefined) {
      timer = window.setTimeout(() => {
        const urls = batch;
        batch = [];
        timer = undefined;
        void saveUrls(worker, urls);
      }, 500);
    }
  }).observe({ type: 'resource', buffered: false });
}

async function register(): Promise<void> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  // The page and what it loaded before the worker was there: saved now, so it opens offline next time. Workbox's
  // CACHE_URLS message runs each through the worker's own rules (nothing private, nothing twice over the network:
  // hashed files come from the browser's HTTP cache).
  const sent = new Set([
    window.location.href,
    ...pageResourceUrls(performance.getEntriesByType('resource'), isDataSaverOn()),
  ]);
  keepSavingLaterFiles(active, sent);
  await saveUrls(active, [...sent]);
  // The worker answers once it has the files; their copies are written just after: the page itself is the last check.
  for (
    let tries = 0;
    tries < 50 && !(await caches.match(window.location.href, { ignoreVary: true }));
    tries += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
}

/**
 * Registers the service worker. Called from a chunk of its own once the page has loaded and the browser is idle
 * (start-offline.ts): nothing of it is on the first visit's critical path (its code, the worker and Workbox are all
 * fetched after the load event).
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  register().catch((error: unknown) => console.warn('[shell] offline support is unavailable', error));
}
