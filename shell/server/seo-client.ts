import { seoAnswerSchema, type LocaleCode, type SeoAnswer } from '@cvb/contracts';
import { forwardedHeaders } from './api-forwarding';

/** The page a visitor asked for, as the API's general/seo takes it, and the host they asked on. */
export interface SeoRequest {
  /** Path without locale prefix. */
  path: string;
  locale: LocaleCode;
  /** `host` and protocol of the visitor's request: the page's canonical URLs are on this origin. */
  host: string;
  protocol: string;
  /** The API's data version: an answer kept under another version is not used. */
  dataVersion?: string;
}

export interface SeoClientOptions {
  apiBase: string;
  fetch?: typeof fetch;
  /** How long an answer is reused; pages change with news and prices, so briefly. */
  ttlMs?: number;
  /** How long a page waits for its answer before it goes out without it. */
  timeoutMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The API's PROXY_SECRET, so that it believes the forwarded host. */
  proxySecret?: string;
}

interface Entry {
  expires: number;
  answer: Promise<SeoAnswer | null>;
}

/**
 * GETs a page's head and status (a `SeoAnswer`) from the API: null when it cannot be reached in time, answers
 * anything but 2xx (a refusal included) or an answer of another shape.
 */
export async function askSeoAnswer(
  fetchImpl: typeof fetch,
  url: string,
  { headers, timeoutMs }: { headers: Record<string, string>; timeoutMs: number },
): Promise<SeoAnswer | null> {
  try {
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const parsed = seoAnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the API once per page (general/seo) what the page's head says and whether it exists, keeping each
 * answer for a short while. Null when the API cannot be reached or answers something else: the page then goes
 * out as before, without its head.
 */
export function createSeoClient({
  apiBase,
  fetch: fetchImpl = globalThis.fetch,
  ttlMs = 30_000,
  timeoutMs = 2_000,
  maxEntries = 2_000,
  now = Date.now,
  proxySecret,
}: SeoClientOptions): (request: SeoRequest) => Promise<SeoAnswer | null> {
  const cache = new Map<string, Entry>();
  const load = ({ path, locale, host, protocol }: SeoRequest): Promise<SeoAnswer | null> =>
    askSeoAnswer(
      fetchImpl,
      `${apiBase}/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
      {
        headers: forwardedHeaders(proxySecret, { host, protocol }),
        timeoutMs,
      },
    );
  return (request) => {
    const key = `${request.dataVersion ?? ''} ${request.protocol}://${request.host} ${request.locale} ${request.path}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.answer;
    cache.delete(key);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    const answer = load(request);
    cache.set(key, { expires: now() + ttlMs, answer });
    // A failed answer is not kept: the next request asks again.
    void answer.then((value) => {
      if (value === null && cache.get(key)?.answer === answer) cache.delete(key);
    });
    return answer;
  };
}
