import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@cvb/router';
import type { LocaleCode } from '@cvb/contracts';
import { getI18n, setLanguage } from '@cvb/i18n';
import { createAppStore, localeChanged } from '@cvb/store';
import { ThemeRoot } from '@cvb/ui';

/** Renders UI as a remote would see it: a fresh store, the page's i18n, the theme and a router. */
export function renderInRemote(
  ui: ReactNode,
  { path = '/', locale = 'en' }: { path?: string; locale?: LocaleCode } = {},
) {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  setLanguage(locale);
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store };
}
