import { dataVersionSchema } from '@cvb/contracts';

export interface DataVersionOptions {
  apiBase: string;
  fetch?: typeof fetch;
  /** How long a version read from the API is believed: a data change shows on pages within this time. */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The version of the public data the API serves (general/data-version), asked at most once per `maxAgeMs` however
 * many pages are asked for meanwhile (they share one call). Null when the API cannot say: nothing is kept then.
 * Every web server instance asks for itself, so each drops its rendered views within `maxAgeMs` of a change made
 * through any API instance (docs/architecture.md#caching-and-invalidation).
 */
export function createDataVersionSource({
  apiBase,
  fetch: fetchImpl = globalThis.fetch,
  maxAgeMs = 1_000,
  timeoutMs = 500,
  now = Date.now,
}: DataVersionOptions): () => Promise<string | null> {
  let known: { version: string | null; at: number } | null = null;
  let asking: Promise<string | null> | null = null;

  const ask = async (): Promise<string | null> => {
    try {
      const response = await fetchImpl(`${apiBase}/api/general/data-version`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const parsed = dataVersionSchema.safeParse(await response.json());
      return parsed.success ? parsed.data.version : null;
    } catch {
      return null;
    }
  };

  return () => {
    if (known && now() - known.at < maxAgeMs) return Promise.resolve(known.version);
    asking ??= ask().then((version) => {
      known = { version, at: now() };
      asking = null;
      return version;
    });
    return asking;
  };
}
