import { parseLocalePath } from '@cvb/i18n';
import { useCurrentPath } from '../chrome/use-current-path';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

/** The pages the shell renders itself; any path no app owns is not found. */
export function ShellPages() {
  const { path } = parseLocalePath(useCurrentPath());
  if (path === '/') return <HomePage />;
  return <NotFoundPage />;
}
