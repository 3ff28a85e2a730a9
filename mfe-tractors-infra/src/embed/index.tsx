import { createRoot } from 'react-dom/client';
import type { NavigateFunction } from '@cvb/router';
import { setApiBaseUrl } from '@cvb/api-client';
import { loadTexts, setLanguage } from '@cvb/i18n';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { createAppStore, localeChanged } from '@cvb/store';
import { lazyCatalogueTexts } from '@cvb/vehicle-catalogue/remote';
import { EmbedApp } from './embed-app';
import { embedLeadServices } from './embed-lead-services';
import { DEFAULT_EMBED_OPTIONS, type EmbedHandle, type EmbedOptions } from './embed-options';

export type { EmbedHandle, EmbedLead, EmbedOptions } from './embed-options';

const TEXTS = [lazyCatalogueTexts, lazyLeadTexts];

/**
 * For a host that is not the shell (the main site): shows the tractors and infra pages inside `element`.
 * Resolves once the first page can render in the locale asked for (its texts are loaded). The embed keeps
 * its own store, router and styles inside `element`; `unmount` takes all of it away again.
 */
export async function mount(element: HTMLElement, given: Partial<EmbedOptions> = {}): Promise<EmbedHandle> {
  let options: EmbedOptions = { ...DEFAULT_EMBED_OPTIONS, ...given };
  const restoreApiBase = setApiBaseUrl(options.apiBase);
  await setLanguage(options.locale);
  await loadTexts(TEXTS, options.locale);

  const store = createAppStore();
  store.dispatch(localeChanged(options.locale));
  const navigateRef: { current: NavigateFunction | null } = { current: null };
  const styleTarget = document.createElement('div');
  const mountPoint = document.createElement('div');
  element.append(styleTarget, mountPoint);
  const root = createRoot(mountPoint);
  // Stable callbacks: the latest options are read when they are called.
  const onNavigate = (path: string) => options.onNavigate(path);
  const leadServices = embedLeadServices((lead) => options.onLead(lead));
  const render = () =>
    root.render(
      <EmbedApp
        store={store}
        basePath={options.basePath}
        initialPath={options.path}
        onNavigate={onNavigate}
        navigateRef={navigateRef}
        leadServices={leadServices}
        styleTarget={styleTarget}
        theme={options.theme}
      />,
    );
  render();

  return {
    async update(changes) {
      options = { ...options, ...changes };
      if (changes.locale) {
        await setLanguage(changes.locale);
        store.dispatch(localeChanged(changes.locale));
      }
      render();
    },
    navigate(path) {
      void navigateRef.current?.(path);
    },
    unmount() {
      root.unmount();
      styleTarget.remove();
      mountPoint.remove();
      restoreApiBase();
    },
  };
}
