import React, { type ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getI18n, loadTexts, type LazyTexts } from '@cvb/i18n';
import { ErrorPanel, ThemeRoot } from '@cvb/ui';
import { ReportPageAlive } from './page-suspense';
import { RemoteRoot } from './remote-root';
import { serverViewHost } from './server-view-host';
import { yieldingDomClient } from './yielding-roots';

/** Last line of defence, for an error thrown by the providers themselves. */
function OutermostErrorPanel() {
  const t = getI18n().t;
  return (
    <ThemeRoot>
      <ErrorPanel
        title={t('common:remoteError.title')}
        body={t('common:remoteError.body')}
        retryLabel={t('common:retry')}
        onRetry={() => window.location.reload()}
      />
      {/* In place of a page that could not come alive: the view must answer its retry button. */}
      <ReportPageAlive />
    </ThemeRoot>
  );
}

export interface RemoteDefinition {
  /** The app's name, as in the route table (e.g. 'mfe-trucks'). */
  app: string;
  /**
   * The remote's texts: text modules that load per locale (`lazyTexts(...)` of @cvb/i18n); mount waits for the
   * page's language. A remote that bundles all six languages registers them itself (`registerNamespace`).
   */
  texts?: LazyTexts | readonly LazyTexts[];
  App: ComponentType;
}

/** The texts a remote loads before it renders. */
export function remoteTexts({ texts }: RemoteDefinition): readonly LazyTexts[] {
  if (!texts) return [];
  return Array.isArray(texts) ? texts : [texts as LazyTexts];
}

/** single-spa lifecycles for a remote, with providers and an error boundary around its UI. */
export function createRemote(definition: RemoteDefinition): LifeCycles {
  const { app, App } = definition;
  const lazy = remoteTexts(definition);
  const host = serverViewHost(app);
  const Root = () => (
    <host.Provide>
      <RemoteRoot app={app} App={App} />
    </host.Provide>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: yieldingDomClient,
    rootComponent: Root,
    // A view the server rendered is hydrated: React takes over its DOM instead of painting the page again.
    renderType: host.renderType,
    errorBoundary: () => (
      <host.Provide>
        <OutermostErrorPanel />
      </host.Provide>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    // The page's language is known at mount (the shell syncs it first): fetch its texts, then render.
    mount: (props) =>
      loadTexts(lazy)
        .catch((error: unknown) => console.error(`[${app}] texts could not be loaded`, error))
        .then(() =>
          host.mount((props as { domElement?: unknown }).domElement, () => lifecycles.mount(props)),
        ),
    unmount: lifecycles.unmount,
  };
}
