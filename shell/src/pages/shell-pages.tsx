import type { ReactNode } from 'react';
import { parseLocalePath } from '@cvb/i18n';
import { useCurrentPath } from '../chrome/use-current-path';
import { AutoExpoPage } from './auto-expo/auto-expo-page';
import { ContactPage } from './contact/contact-page';
import { HomePage } from './home/home-page';
import { NotFoundPage } from './not-found-page';
import { StaticPage } from './static-page';

/** The shell's own pages by path (without locale prefix); libs/routing SHELL_PAGES lists the same paths. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <HomePage />,
  '/about-us': () => <StaticPage page="about" />,
  '/advertise-with-us': () => <StaticPage page="advertise" />,
  '/contact-us': () => <ContactPage />,
  '/privacy-policy': () => <StaticPage page="privacy" dated />,
  '/terms-and-conditions': () => <StaticPage page="terms" dated />,
  '/visitor-agreement': () => <StaticPage page="visitor" dated />,
  '/auto-expo-2025': () => <AutoExpoPage />,
};

export const SHELL_PAGE_PATHS = Object.keys(PAGES);

function bare(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Any path no app owns and the shell has no page for is not found. */
export function ShellPages() {
  const { path } = parseLocalePath(useCurrentPath());
  const page = PAGES[bare(path)];
  return page ? <>{page()}</> : <NotFoundPage />;
}
