import { localizePath, parseLocalePath } from '@cvb/i18n';

/** Logout (docs/domain.md#header-and-footer) returns to / — or to /community when the visitor is on it — in the page's locale. */
export function logoutTarget(pathname: string): string {
  const { locale, path } = parseLocalePath(pathname);
  const onCommunity = path === '/community' || path.startsWith('/community/');
  return localizePath(onCommunity ? '/community' : '/', locale);
}
