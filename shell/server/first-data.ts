import {
  apiCallKey,
  FIRST_DATA_ELEMENT_ID,
  serializeJsonLd,
  type ApiCall,
  type FirstData,
} from '@cvb/contracts';
import { forwardedHeaders } from './api-forwarding';

/** The visitor's request the page answers, as the API's calls are asked on its behalf. */
export interface FirstDataRequest {
  host: string;
  protocol: string;
}

export interface FirstDataOptions {
  apiBase: string;
  fetch?: typeof fetch;
  /** How long the page waits for the answers before it goes out without them. */
  timeoutMs?: number;
  /** Answers larger than this (characters of JSON) are left to the browser to fetch. */
  maxChars?: number;
  /** The API's PROXY_SECRET, so that it believes the forwarded host. */
  proxySecret?: string;
}

/**
 * Asks the API the GETs a page's first view makes (named by general/seo), so the page can carry their answers.
 * Each call that fails, is slow or is too large is left out; the page never waits longer than `timeoutMs`.
 */
export function createFirstDataLoader({
  apiBase,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = 800,
  maxChars = 400_000,
  proxySecret,
}: FirstDataOptions): (calls: readonly ApiCall[], request: FirstDataRequest) => Promise<FirstData> {
  const load = async (call: ApiCall, request: FirstDataRequest): Promise<[string, unknown] | null> => {
    const key = apiCallKey(call.path, call.query);
    try {
      // No cookie goes along: these are public answers, the same for every visitor of the page.
      const response = await fetchImpl(`${apiBase}/api/${key}`, {
        headers: {
          accept: 'application/json',
          ...forwardedHeaders(proxySecret, { host: request.host, protocol: request.protocol }),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return null;
      const text = await response.text();
      return text.length <= maxChars ? [key, JSON.parse(text) as unknown] : null;
    } catch {
      return null;
    }
  };
  return async (calls, request) => {
    const answers = await Promise.all(calls.map((call) => load(call, request)));
    return Object.fromEntries(answers.filter((answer): answer is [string, unknown] => answer !== null));
  };
}

/** Query parameters of a shared link that do not change what the page shows. */
const TRACKING = /^(utm_[a-z_]+|gclid|fbclid|igshid)$/i;

/**
 * Whether the page's first view is the one general/seo names: a page URL with its own filters, sort or page in
 * the query (`/trucks/search?fuel=cng`) asks other calls, so nothing is inlined for it.
 */
export function showsDefaultView(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => TRACKING.test(name));
}

/**
 * The page with the answers in a `<script type="application/json">` at the end of the body, which the
 * api-client reads instead of calling the API; `<`, `>` and `&` escaped, so no text can close the tag.
 */
export function withFirstData(html: string, data: FirstData): string {
  if (Object.keys(data).length === 0) return html;
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${serializeJsonLd(data)}</script>`;
  return html.replace(/<\/body>/i, () => `${script}</body>`);
}
