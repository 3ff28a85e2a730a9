import type { RemoteManifest } from './route-preloads';

type Fetch = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

interface Entry {
  at: number;
  value: Promise<RemoteManifest | null>;
}

export interface ManifestReaderOptions {
  /** How long a manifest read is reused (a redeployed remote is seen after this). */
  ttlMs?: number;
  /** How long a page waits for a manifest it has not read yet; after that it goes out without its preloads. */
  waitMs?: number;
  fetch?: Fetch;
  now?: () => number;
}

function isManifest(value: unknown): value is RemoteManifest {
  const manifest = value as RemoteManifest | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/**
 * Reads remotes' mf-manifest.json for the page preloads, each kept for `ttlMs`. A page never waits more than
 * `waitMs` for one: a slow or dead remote costs it its preloads, not its start.
 */
export function createManifestReader({
  ttlMs = 30_000,
  waitMs = 150,
  fetch = globalThis.fetch as Fetch,
  now = Date.now,
}: ManifestReaderOptions = {}): (url: string) => Promise<RemoteManifest | null> {
  const cache = new Map<string, Entry>();
  const load = async (url: string): Promise<RemoteManifest | null> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) return null;
      const body = await response.json();
      return isManifest(body) ? body : null;
    } catch {
      return null;
    }
  };
  return async (url) => {
    let entry = cache.get(url);
    if (!entry || now() - entry.at > ttlMs) {
      entry = { at: now(), value: load(url) };
      cache.set(url, entry);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([entry.value, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
