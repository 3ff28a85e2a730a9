import { PREVIEW_PARAMETER, previewModelId } from '@cvb/contracts';

/**
 * Whether a page request asks for a draft's preview (`/trucks/tata-motors/ace-gold?preview=12`,
 * docs/domain.md#catalogue-desk). Such a page shows an editor what is not published: it is built for that request
 * only (never from or into the page cache), sent `no-store`, and marked noindex, whoever asks.
 */
export function isPreviewRequest(url: string): boolean {
  const mark = url.indexOf('?');
  if (mark < 0) return false;
  return previewModelId(new URLSearchParams(url.slice(mark + 1)).get(PREVIEW_PARAMETER)) !== null;
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
