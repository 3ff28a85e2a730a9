// The first view of the shell's own pages (home, static pages) rendered by its server
// (tools/build-ssr.mjs bundles this file beside the server).
import { createServerRenderer } from '@cvb/mfe-kit/server';
import { ShellProviders } from './chrome/render-chrome';
import { ShellPages } from './pages/shell-pages';
import { lazyShellTexts } from './texts/lazy-shell-texts';
import { lazyStaticPageTexts } from './texts/lazy-static-page-texts';

export const renderServerView = createServerRenderer([lazyShellTexts, lazyStaticPageTexts], (url) => (
  <ShellProviders>
    <ShellPages serverPath={new URL(url, 'http://localhost').pathname} />
  </ShellProviders>
));
