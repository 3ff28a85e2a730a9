import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { getI18n, loadTexts } from '@cvb/i18n';
import { createYieldingRoot, whenSeenOrIdle } from '@cvb/mfe-kit';
import { getStore } from '@cvb/store';
import { GlobalStyle, ThemeRoot } from '@cvb/ui';
import { lazyFooterTexts } from '../texts/lazy-footer-texts';
import { Header } from './header';

export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={getStore()}>
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot>{children}</ThemeRoot>
      </I18nextProvider>
    </Provider>
  );
}

/**
 * Header and footer are the shell's own roots: they stay up whatever a remote does. The header is rendered at once
 * (the first screen, and its search, city and menus answer taps first); the footer, below the fold on every page,
 * when it comes near the viewport or once the page has loaded and the browser is idle, so it is not part of the
 * page's start-up (docs/architecture.md#parts). Its code (links, language links, the subscribe form) and its texts
 * are chunks of their own, fetched then, so the first screen's code does not carry them.
 */
export function renderChrome(): void {
  const header = document.getElementById('cvb-header');
  const footer = document.getElementById('cvb-footer');
  if (header) {
    createYieldingRoot(header).render(
      <ShellProviders>
        <GlobalStyle />
        <Header />
      </ShellProviders>,
    );
  }
  if (footer) {
    whenSeenOrIdle(footer, () => {
      // Without its texts (a failed fetch) the footer still comes, with its keys, rather than not at all.
      const texts = loadTexts(lazyFooterTexts).catch((error: unknown) =>
        console.error('[shell] the footer texts could not be loaded', error),
      );
      Promise.all([import(/* webpackChunkName: "footer" */ './footer'), texts]).then(
        ([{ Footer }]) =>
          createYieldingRoot(footer).render(
            <ShellProviders>
              <Footer />
            </ShellProviders>,
          ),
        (error: unknown) => console.error('[shell] the footer could not be loaded', error),
      );
    });
  }
}
