import { PREVIEW_PARAMETER, previewModelId, type LocaleCode, type SeoAnswer } from '@cvb/contracts';
import { forwardedHeaders } from './api-forwarding';
import { askSeoAnswer } from './seo-client';

/**
 * Whether a page request asks for a draft's preview (`/trucks/tata-motors/ace-gold?preview=12`,
 * docs/domain.md#catalogue-desk). Such a page shows an editor what is not published: it is built for that request
 * only (never from or into the page cache), sent `no-store`, and marked noindex, whoever asks.
 */
export function isPreviewRequest(url: string): boolean {
  return previewIdOf(url) !== null;
}

/** The model id a page request's `?preview=` names, or null. */
export function previewIdOf(url: string): number | null {
  const mark = url.indexOf('?');
  if (mark < 0) return null;
  return previewModelId(new URLSearchParams(url.slice(mark + 1)).get(PREVIEW_PARAMETER));
}

/** A preview page's request: the page, its draft's model and the visitor's cookie (whose role the API checks). */
export interface PreviewHeadRequest {
  modelId: number;
  /** Path without locale prefix. */
  path: string;
  locale: LocaleCode;
  host: string;
  protocol: string;
  cookie: string | undefined;
}

/**
 * Asks the API for a preview page's head and status as they will be once the draft is published
 * (admin/catalogue/models/:id/preview-seo, with the visitor's cookie): an editor's preview of a model never
 * published is then a page, not a 404. Null for anyone the API refuses (the page is then built as for everyone:
 * the published page, or a 404) or when the API cannot answer. Never kept: it is one editor's.
 */
export function createPreviewHeads({
  apiBase,
  proxySecret,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = 3_000,
}: {
  apiBase: string;
  proxySecret?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): (request: PreviewHeadRequest) => Promise<SeoAnswer | null> {
  return async ({ modelId, path, locale, host, protocol, cookie }) => {
    if (!cookie) return null;
    const query = new URLSearchParams({ path, locale });
    return askSeoAnswer(fetchImpl, `${apiBase}/api/admin/catalogue/models/${modelId}/preview-seo?${query}`, {
      headers: { ...forwardedHeaders(proxySecret, { host, protocol }), cookie },
      timeoutMs,
    });
  };
}

const ROBOTS = /<meta name="robots" content="[^"]*">/i;
const NOINDEX = '<meta name="robots" content="noindex, nofollow">';

/** The page with its robots tag saying noindex, nofollow (added to the head when it has none). */
export function withNoIndex(html: string): string {
  if (ROBOTS.test(html)) return html.replace(ROBOTS, NOINDEX);
  return html.replace(/<\/head>/i, () => `${NOINDEX}</head>`);
}

/** The headers of a preview page: never kept by a browser or proxy, never indexed. */
export const PREVIEW_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;
