/** What the main site takes from the API's general/seo answer for one of its embedded pages. */
export interface PageSeo {
  status: number;
  title: string;
  /** Where a 301 points (a path with the language prefix). */
  location?: string;
}

export interface SeoClientOptions {
  apiUrl: string;
  proxySecret?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface SeoQuestion {
  path: string;
  locale: string;
  host: string;
  protocol: string;
}

const PROXY_SECRET_HEADER = 'x-cvb-proxy-secret';

function pageSeoOf(body: unknown): PageSeo | null {
  if (typeof body !== 'object' || body === null) return null;
  const { status, location, seo } = body as { status?: unknown; location?: unknown; seo?: unknown };
  const title = typeof seo === 'object' && seo !== null ? (seo as { title?: unknown }).title : undefined;
  if (typeof status !== 'number' || typeof title !== 'string') return null;
  return { status, title, ...(typeof location === 'string' ? { location } : {}) };
}

/**
 * Asks the API (general/seo) whether a tractor or infra page exists and what its title is, keeping each answer a
 * short while. Null when the API cannot be reached in time: the page then goes out as the browser will draw it.
 */
export function createSeoClient({
  apiUrl,
  proxySecret,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = 1_500,
  ttlMs = 30_000,
  maxEntries = 1_000,
  now = Date.now,
}: SeoClientOptions): (question: SeoQuestion) => Promise<PageSeo | null> {
  const kept = new Map<string, { expires: number; answer: PageSeo }>();
  return async ({ path, locale, host, protocol }) => {
    const key = `${protocol}://${host} ${locale} ${path}`;
    const hit = kept.get(key);
    if (hit && hit.expires > now()) return hit.answer;
    try {
      const query = new URLSearchParams({ path, locale });
      const response = await fetchImpl(`${apiUrl}/api/general/seo?${query.toString()}`, {
        headers: {
          'x-forwarded-host': host,
          'x-forwarded-proto': protocol,
          ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const answer = pageSeoOf(await response.json());
      if (answer === null) return null;
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, { expires: now() + ttlMs, answer });
      return answer;
    } catch {
      return null;
    }
  };
}
