import { parseLocalePath } from '@cvb/i18n';
import { ownerOf } from '@cvb/routing';

/** Paths the shell renders itself today; every other shell-owned path is the not-found page. */
const SHELL_RENDERED = new Set(['/']);

/** HTTP status for a page request: 404 when no app owns the path. */
export function pageStatus(urlPath: string): 200 | 404 {
  const { path } = parseLocalePath(urlPath);
  if (ownerOf(path) !== 'shell') return 200;
  return SHELL_RENDERED.has(path) ? 200 : 404;
}
