import { lazy, type ReactNode } from 'react';
import { PageSuspense } from '@cvb/mfe-kit';
import { loadTexts, parseLocalePath } from '@cvb/i18n';
import { useCurrentPath } from '../chrome/use-current-path';
import { lazyStaticPageTexts } from '../texts/lazy-static-page-texts';
import { HomePage } from './home/home-page';
import { NotFoundPage } from './not-found-page';

/**
 * A page's code together with its texts in the page's language, so it renders (and hydrates the server's view) with
 * its words in place. A failed text load leaves the keys rather than no page.
 */
function withPageTexts<T>(load: () => Promise<T>): Promise<T> {
  const texts = loadTexts(lazyStaticPageTexts).catch((error: unknown) =>
    console.error('[shell] page texts could not be loaded', error),
  );
  return Promise.all([load(), texts]).then(([module]) => module);
}

// Home and the not-found page come with the shell; the other pages load when visited, with their texts.
const AutoExpoPage = lazy(() =>
  withPageTexts(() => import('./auto-expo/auto-expo-page')).then((m) => ({ default: m.AutoExpoPage })),
);
const ContactPage = lazy(() =>
  withPageTexts(() => import('./contact/contact-page')).then((m) => ({ default: m.ContactPage })),
);
const StaticPage = lazy(() =>
  withPageTexts(() => import('./static-page')).then((m) => ({ default: m.StaticPage })),
);

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

/** Any path no app owns and the shell has no page for is not found. `serverPath`: the path on the server. */
export function ShellPages({ serverPath }: { serverPath?: string }) {
  const { path } = parseLocalePath(useCurrentPath(serverPath));
  const page = PAGES[bare(path)];
  return page ? <PageSuspense fallback={null}>{page()}</PageSuspense> : <NotFoundPage />;
}
