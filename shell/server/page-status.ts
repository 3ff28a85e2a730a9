import { matchSitePage } from '@cvb/contracts';
import { parseLocalePath } from '@cvb/i18n';
import { ownerOf, SHELL_PAGES } from '@cvb/route-table';

/** Paths the shell renders itself; every other shell-owned path is the not-found page. */
const SHELL_RENDERED = new Set<string>(SHELL_PAGES);

/** Sections whose every page the site-pages table lists (the admin desk): another path under them is no page. */
const LISTED_SECTIONS = ['/admin'];

const inListedSection = (path: string) =>
  LISTED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));

/**
 * HTTP status for a page request when the API's general/seo cannot say: 404 when no app owns the path, or when it
 * lies in a section whose pages are all known and is none of them.
 */
export function pageStatus(urlPath: string): 200 | 404 {
  const { path } = parseLocalePath(urlPath);
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (ownerOf(path) !== 'shell') {
    return inListedSection(bare) && matchSitePage(bare) === null ? 404 : 200;
  }
  return SHELL_RENDERED.has(bare) ? 200 : 404;
}
