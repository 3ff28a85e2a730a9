import { type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from '@cvb/router';
import { getI18n, localeInfo } from '@cvb/i18n';
import { getStore, selectLocale, useAppSelector } from '@cvb/store';
import { ThemeRoot } from '@cvb/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';

function LocalizedRouter({ App, location }: { App: ComponentType; location?: string }) {
  const prefix = localeInfo(useAppSelector(selectLocale)).prefix;
  // On the server the page's URL is given: the same routes render it from memory.
  if (location !== undefined) {
    return (
      <MemoryRouter basename={prefix || '/'} initialEntries={[location]}>
        <App />
      </MemoryRouter>
    );
  }
  // A new locale prefix is a new basename: remount the router rather than patch it.
  return (
    <BrowserRouter basename={prefix || '/'} key={prefix}>
      <App />
    </BrowserRouter>
  );
}

export interface RemoteRootProps {
  app: string;
  App: ComponentType;
  /** The URL to render (path and query, with the locale prefix) when there is no browser: a server render. */
  location?: string;
}

/** Every remote root gets the page's one store, i18n and theme, its locale's router and an error boundary. */
export function RemoteRoot({ app, App, location }: RemoteRootProps) {
  return (
    <Provider store={getStore()}>
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot>
          <RemoteErrorBoundary app={app}>
            <LocalizedRouter App={App} location={location} />
          </RemoteErrorBoundary>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>
  );
}
