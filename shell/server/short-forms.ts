import { canonicalOfShortForm } from '@cvb/contracts';
import { parseLocalePath } from '@cvb/i18n';

/**
 * Where a spec short form (`/popular-buses`, `/hi/bus-dealers/tata-motors/pune`) is answered for good: the
 * canonical page in the same locale with the same query; null for every other path.
 */
export function shortFormRedirect(url: string): string | null {
  const cut = url.indexOf('?');
  const urlPath = cut === -1 ? url : url.slice(0, cut);
  const query = cut === -1 ? '' : url.slice(cut);
  const { prefix, path } = parseLocalePath(urlPath);
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const canonical = canonicalOfShortForm(bare);
  return canonical === null ? null : `${prefix}${canonical}${query}`;
}
