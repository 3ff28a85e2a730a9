import { parseLocalePath } from '@cvb/i18n';
import { ownerOf, SHELL_PAGES } from '@cvb/route-table';

/** Paths the shell renders itself; every other shell-owned path is the not-found page. */
const SHELL_RENDERED = new Set<string>(SHELL_PAGES);

/** HTTP status for a page request: 404 when no app owns the path. */
export function pageStatus(urlPath: string): 200 | 404 {
  const { path } = parseLocalePath(urlPath);
  if (ownerOf(path) !== 'shell') return 200;
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SHELL_RENDERED.has(bare) ? 200 : 404;
}
