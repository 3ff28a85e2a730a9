import { localeInfo, parseLocalePath, setLanguage } from '@cvb/i18n';
import { getStore, localeChanged } from '@cvb/store';

/** The path decides the locale: store, i18next and <html lang> follow it before any app mounts. */
export function syncLocaleWithPath(pathname: string): void {
  const { locale } = parseLocalePath(pathname);
  const store = getStore();
  if (store.getState().locale.code !== locale) store.dispatch(localeChanged(locale));
  setLanguage(locale);
  document.documentElement.lang = localeInfo(locale).tag;
  // The title is the page's: the server writes it, keepHeadInSync and the pages keep it in step.
}

export function keepLocaleInSync(): void {
  syncLocaleWithPath(window.location.pathname);
  window.addEventListener('single-spa:before-routing-event', () =>
    syncLocaleWithPath(window.location.pathname),
  );
}
