import { createHash, timingSafeEqual } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ServerView, ServerViewRequest } from '@cvb/mfe-kit/server';

export type { ServerView, ServerViewRequest };

/** What an app's `server/view.cjs` exports. */
interface ServerViewModule {
  renderServerView: (request: ServerViewRequest) => Promise<ServerView>;
}

export type Render = ServerViewModule['renderServerView'];

/**
 * A renderer's pin, as its build publishes it (`tools/build-ssr.mjs`): in `server/view.json` beside the file and,
 * for a remote, under `serverView` in its `mf-manifest.json`. See docs/architecture.md#server-view.
 */
export interface RendererPin {
  /** The file, relative to the manifest (`server/view.cjs`). */
  file: string;
  /** Subresource-integrity form: `sha384-<base64>` (sha256 and sha512 are accepted too). */
  integrity: string;
  /** Node's own modules the file requires: the only ones it is given. */
  modules: string[];
}

export interface RendererSourceOptions {
  fetch?: typeof fetch;
  /** How long a remote's manifest (and so its pinned renderer) serves before the server reads it again. */
  revalidateMs?: number;
  /** How long a renderer that could not be loaded or was refused is not asked for again. */
  retryMs?: number;
  now?: () => number;
}

const DIGESTS = { sha256: 'sha256', sha384: 'sha384', sha512: 'sha512' } as const;

/** The pin of a manifest (or of a `view.json`), or null when it has none or it is malformed. */
export function rendererPinOf(value: unknown): RendererPin | null {
  const pin =
    (value as { serverView?: Partial<RendererPin> } | null)?.serverView ?? (value as Partial<RendererPin>);
  if (!pin || typeof pin.file !== 'string' || typeof pin.integrity !== 'string') return null;
  if (!Array.isArray(pin.modules) || !pin.modules.every((name) => typeof name === 'string')) return null;
  return { file: pin.file, integrity: pin.integrity, modules: pin.modules };
}

/** Whether `code` is exactly the file the integrity names (`sha384-…`); an unknown algorithm never matches. */
export function matchesIntegrity(code: string | Buffer, integrity: string): boolean {
  const match = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/.exec(integrity.trim());
  if (!match) return false;
  const expected = Buffer.from(match[2], 'base64');
  const actual = createHash(DIGESTS[match[1] as keyof typeof DIGESTS])
    .update(code)
    .digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const nodeRequire = createRequire(path.resolve('server-view.cjs'));

/** A `require` that hands out the declared modules of node's own and refuses everything else. */
function limitedRequire(filename: string, modules: readonly string[]): (id: string) => unknown {
  const allowed = new Set(
    modules.map((name) => name.replace(/^node:/, '')).filter((name) => isBuiltin(name)),
  );
  return (id: string) => {
    if (!allowed.has(id.replace(/^node:/, ''))) throw new Error(`${filename} may not require '${id}'`);
    return nodeRequire(id) as unknown;
  };
}

/**
 * Runs a bundled CommonJS file as a module of this process, if it is the file the pin names: its hash must match,
 * and its `require` gives only the node modules the pin declares. Throws otherwise.
 */
export function evaluateRenderer(
  code: string,
  filename: string,
  pin: Pick<RendererPin, 'integrity' | 'modules'>,
): Render {
  if (!matchesIntegrity(code, pin.integrity)) {
    throw new RendererRefused(`${filename} does not match its pinned hash ${pin.integrity}`);
  }
  const module: { exports: Partial<ServerViewModule> } = { exports: {} };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    {
      filename,
    },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, limitedRequire(filename, pin.modules), module, filename, path.dirname(filename));
  const render = module.exports.renderServerView;
  if (typeof render !== 'function') throw new Error(`${filename} does not export renderServerView`);
  return render;
}

/** A renderer the server would not run: no pin, a pin it cannot use, or code that is not the pinned file. */
export class RendererRefused extends Error {
  override name = 'RendererRefused';
}

interface Cached {
  render: Render | null;
  /** The integrity `render` was checked against (null when nothing ran). */
  integrity: string | null;
  checkedAt: number;
}

/**
 * The renderers of the remotes' first views. Each remote's manifest (the file `remotes.json` points at) pins its
 * renderer by hash; the file is fetched from beside the manifest, on the manifest's origin, and run only when its hash
 * matches. A remote deployed anew is rendered by its new code once its manifest pins another hash; a refused,
 * missing or broken renderer gives no server view (the browser renders the page) and is left alone for a while.
 */
export function createRendererSource({
  fetch: fetchImpl = globalThis.fetch,
  revalidateMs = 30_000,
  retryMs = 30_000,
  now = Date.now,
}: RendererSourceOptions = {}): (manifestUrl: string) => Promise<Render | null> {
  const cache = new Map<string, Cached>();
  const pending = new Map<string, Promise<Render | null>>();

  const pinOf = async (manifestUrl: string): Promise<RendererPin & { url: string }> => {
    const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    const pin = rendererPinOf(await response.json());
    if (!pin) throw new RendererRefused(`${manifestUrl} pins no server view renderer`);
    const url = new URL(pin.file, manifestUrl);
    if (url.origin !== new URL(manifestUrl).origin) {
      throw new RendererRefused(`${manifestUrl} pins a renderer on another origin (${url.origin})`);
    }
    return { ...pin, url: url.href };
  };

  const load = async (manifestUrl: string, known: Cached | undefined): Promise<Render | null> => {
    let pin: (RendererPin & { url: string }) | undefined;
    try {
      pin = await pinOf(manifestUrl);
      // The pinned file is the one already running: nothing to fetch.
      if (known?.render && known.integrity === pin.integrity) {
        cache.set(manifestUrl, { ...known, checkedAt: now() });
        return known.render;
      }
      const response = await fetchImpl(pin.url, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`${pin.url} answered ${response.status}`);
      const render = evaluateRenderer(await response.text(), pin.url, pin);
      cache.set(manifestUrl, { render, integrity: pin.integrity, checkedAt: now() });
      return render;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RendererRefused)
        console.warn(`[shell] refused the server view of ${manifestUrl}: ${message}`);
      else console.error(`[shell] no server view from ${manifestUrl}:`, message);
      // Unreachable: the renderer that served before keeps serving. Refused, or another release pinned: none.
      const keep = !(error instanceof RendererRefused) && (!pin || pin.integrity === known?.integrity);
      const render = keep ? (known?.render ?? null) : null;
      cache.set(manifestUrl, {
        render,
        integrity: render ? (known?.integrity ?? null) : null,
        checkedAt: now(),
      });
      return render;
    }
  };

  return (manifestUrl) => {
    const known = cache.get(manifestUrl);
    const fresh = known && now() - known.checkedAt < (known.render ? revalidateMs : retryMs);
    if (fresh) return Promise.resolve(known.render);
    // While a revalidation runs, the known renderer answers; only the very first load is waited for.
    let loading = pending.get(manifestUrl);
    if (!loading) {
      loading = load(manifestUrl, known).finally(() => pending.delete(manifestUrl));
      pending.set(manifestUrl, loading);
    }
    return known?.render ? Promise.resolve(known.render) : loading;
  };
}
