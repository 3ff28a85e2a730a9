import type { MutableRefObject } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, type NavigateFunction } from '@cvb/router';
import { StyleSheetManager } from 'styled-components';
import { getI18n } from '@cvb/i18n';
import { LeadServicesContext, type LeadServices } from '@cvb/lead-forms';
import { RemoteErrorBoundary } from '@cvb/mfe-kit';
import type { AppStore } from '@cvb/store';
import { ThemeRoot, type ThemeOverride } from '@cvb/ui';
import { TractorsInfraRoot } from '../root';
import { EmbedFrame } from './embed-frame';
import { NavigationBridge } from './navigation-bridge';

interface EmbedAppProps {
  store: AppStore;
  basePath: string;
  initialPath: string;
  onNavigate: (path: string) => void;
  navigateRef: MutableRefObject<NavigateFunction | null>;
  leadServices: LeadServices;
  /** Where the embed's styles go: inside its own box, so unmounting takes them away. */
  styleTarget: HTMLElement;
  theme?: ThemeOverride;
}

/** The tractors/infra pages with their own store, router, styles and lead calls. */
export function EmbedApp(props: EmbedAppProps) {
  const { store, basePath, initialPath, onNavigate, navigateRef, leadServices, styleTarget, theme } = props;
  return (
    <StyleSheetManager target={styleTarget}>
      <Provider store={store}>
        <I18nextProvider i18n={getI18n()}>
          <ThemeRoot override={theme}>
            <LeadServicesContext.Provider value={leadServices}>
              <EmbedFrame data-embed="tractors-infra">
                <RemoteErrorBoundary app="mfe-tractors-infra/embed">
                  <MemoryRouter basename={basePath || '/'} initialEntries={[`${basePath}${initialPath}`]}>
                    <NavigationBridge basePath={basePath} onNavigate={onNavigate} navigateRef={navigateRef} />
                    <TractorsInfraRoot />
                  </MemoryRouter>
                </RemoteErrorBoundary>
              </EmbedFrame>
            </LeadServicesContext.Provider>
          </ThemeRoot>
        </I18nextProvider>
      </Provider>
    </StyleSheetManager>
  );
}
