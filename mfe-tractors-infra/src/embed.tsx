import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { LocaleCode } from '@cvb/contracts';
import { getI18n, setLanguage } from '@cvb/i18n';
import { getStore, localeChanged } from '@cvb/store';
import { GlobalStyle, ThemeRoot } from '@cvb/ui';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { TractorsInfraRoot } from './root';

export interface EmbedProps {
  /** Which tractors/infra page to show, e.g. '/tractors' or '/infra'. */
  path?: string;
  locale?: LocaleCode;
}

/**
 * For a host that is not the shell (the main site): mount the tractors/infra pages into an element.
 * Returns the function that unmounts them.
 */
export function mount(
  element: HTMLElement,
  { path = '/tractors', locale = 'en' }: EmbedProps = {},
): () => void {
  registerCatalogTexts();
  getStore().dispatch(localeChanged(locale));
  setLanguage(locale);
  const root = createRoot(element);
  root.render(
    <Provider store={getStore()}>
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot>
          <GlobalStyle />
          <MemoryRouter initialEntries={[path]}>
            <TractorsInfraRoot />
          </MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>,
  );
  return () => root.unmount();
}
