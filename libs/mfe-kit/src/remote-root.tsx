import { type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@cvb/router';
import { getI18n, localeInfo } from '@cvb/i18n';
import { getStore, selectLocale, useAppSelector } from '@cvb/store';
import { ThemeRoot } from '@cvb/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';

function LocalizedRouter({ App }: { App: ComponentType }) {
  const prefix = localeInfo(useAppSelector(selectLocale)).prefix;
  // A new locale prefix is a new basename: remount the router rather than patch it.
  return (
    <BrowserRouter basename={prefix || '/'} key={prefix}>
      <App />
    </BrowserRouter>
  );
}

/** Every remote root gets the page's one store, i18n and theme, its locale's router and an error boundary. */
export function RemoteRoot({ app, App }: { app: string; App: ComponentType }) {
  return (
    <Provider store={getStore()}>
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot>
          <RemoteErrorBoundary app={app}>
            <LocalizedRouter App={App} />
          </RemoteErrorBoundary>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>
  );
}
