import React, { type ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getI18n, loadTexts, type LazyTexts } from '@cvb/i18n';
import { ErrorPanel, ThemeRoot } from '@cvb/ui';
import { createPageTakeover, PageTakeoverProvider } from './page-suspense';
import { RemoteRoot } from './remote-root';
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

/**
 * Whether `element` holds this app's view as the shell's server rendered it; the marker is taken, so only the first
 * mount hydrates and a later one (after navigating away and back) renders afresh.
 */
export function takeServerView(element: unknown, app: string): boolean {
  if (!(element instanceof HTMLElement) || element.dataset.serverView !== app) return false;
  delete element.dataset.serverView;
  return true;
}

/** The view answers taps once React has taken it over (hydrated, or painted again after a mismatch). */
export function releaseServerView(element: unknown): void {
  if (element instanceof HTMLElement) element.removeAttribute('inert');
}

/** single-spa lifecycles for a remote, with providers and an error boundary around its UI. */
export function createRemote(definition: RemoteDefinition): LifeCycles {
  const { app, App } = definition;
  const lazy = remoteTexts(definition);
  let hydrate = false;
  let takeover = createPageTakeover();
  const Root = () => (
    <PageTakeoverProvider value={takeover}>
      <RemoteRoot app={app} App={App} />
    </PageTakeoverProvider>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: yieldingDomClient,
    rootComponent: Root,
    // A view the server rendered is hydrated: React takes over its DOM instead of painting the page again.
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <OutermostErrorPanel />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    // The page's language is known at mount (the shell syncs it first): fetch its texts, then render.
    mount: (props) =>
      loadTexts(lazy)
        .catch((error: unknown) => console.error(`[${app}] texts could not be loaded`, error))
        .then(async () => {
          const element = (props as { domElement?: unknown }).domElement;
          hydrate = takeServerView(element, app);
          takeover = createPageTakeover();
          await lifecycles.mount(props);
          // Not awaited: a lazily loaded page hydrates when its code comes, and the mount is done before.
          if (hydrate) void takeover.whenAlive().then(() => releaseServerView(element));
        }),
    unmount: lifecycles.unmount,
  };
}
