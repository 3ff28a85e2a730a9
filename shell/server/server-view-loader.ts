import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ServerView, ServerViewRequest } from '@cvb/mfe-kit/src/server/render-remote';

export type { ServerView, ServerViewRequest };

/** What an app's `server/view.cjs` exports. */
interface ServerViewModule {
  renderServerView: (request: ServerViewRequest) => Promise<ServerView>;
}

type Render = ServerViewModule['renderServerView'];

export interface RendererSourceOptions {
  fetch?: typeof fetch;
  /** How long a loaded renderer serves before the server asks its origin whether it changed. */
  revalidateMs?: number;
  /** How long a renderer that could not be loaded is not asked for again. */
  retryMs?: number;
  now?: () => number;
}

/** Runs a bundled CommonJS file as a module of this process (node's own modules are what it may require). */
export function evaluateRenderer(code: string, filename: string): Render {
  const module: { exports: Partial<ServerViewModule> } = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
  }) as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(path.resolve('server-view.cjs')), module, filename, path.dirname(filename));
  const render = module.exports.renderServerView;
  if (typeof render !== 'function') throw new Error(`${filename} does not export renderServerView`);
  return render;
}

interface Cached {
  render: Render | null;
  etag: string | null;
  checkedAt: number;
}

/**
 * The renderers of the remotes' first views, each loaded from the remote's own origin (`server/view.cjs` beside
 * its manifest), as its browser code is: a remote deployed anew is rendered by its new code once its file changes.
 * A renderer is revalidated with its ETag; one that is missing or broken is left alone for a while.
 */
export function createRendererSource({
  fetch: fetchImpl = globalThis.fetch,
  revalidateMs = 30_000,
  retryMs = 30_000,
  now = Date.now,
}: RendererSourceOptions = {}): (url: string) => Promise<Render | null> {
  const cache = new Map<string, Cached>();
  const pending = new Map<string, Promise<Render | null>>();

  const load = async (url: string, known: Cached | undefined): Promise<Render | null> => {
    try {
      const headers: Record<string, string> = {};
      if (known?.render && known.etag) headers['if-none-match'] = known.etag;
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(5_000) });
      if (response.status === 304 && known) {
        cache.set(url, { ...known, checkedAt: now() });
        return known.render;
      }
      // A remote without a renderer (its pages are private, say) answers 404: its pages render in the browser.
      if (response.status === 404) {
        cache.set(url, { render: null, etag: null, checkedAt: now() });
        return null;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const render = evaluateRenderer(await response.text(), url);
      cache.set(url, { render, etag: response.headers.get('etag'), checkedAt: now() });
      return render;
    } catch (error) {
      console.error(`[shell] no server view from ${url}:`, error instanceof Error ? error.message : error);
      // A renderer that served before keeps serving while its origin is unreachable.
      cache.set(url, { render: known?.render ?? null, etag: known?.etag ?? null, checkedAt: now() });
      return known?.render ?? null;
    }
  };

  return (url) => {
    const known = cache.get(url);
    const fresh = known && now() - known.checkedAt < (known.render ? revalidateMs : retryMs);
    if (fresh) return Promise.resolve(known.render);
    // While a revalidation runs, the known renderer answers; only the very first load is waited for.
    let loading = pending.get(url);
    if (!loading) {
      loading = load(url, known).finally(() => pending.delete(url));
      pending.set(url, loading);
    }
    return known?.render ? Promise.resolve(known.render) : loading;
  };
}

/** Where a remote keeps its server view renderer: `server/view.cjs` beside its manifest or entry. */
export function rendererUrl(entryUrl: string): string {
  return new URL('server/view.cjs', entryUrl).href;
}
