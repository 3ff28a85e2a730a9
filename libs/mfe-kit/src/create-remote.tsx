import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getI18n, loadTexts, registerNamespace, type LazyTexts, type NamespaceResources } from '@cvb/i18n';
import { ErrorPanel, ThemeRoot } from '@cvb/ui';
import { RemoteRoot } from './remote-root';

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

/** Texts bundled with every language (the older form: every visitor downloads all six). */
export interface EagerTexts {
  namespace: string;
  resources: NamespaceResources;
}

export interface RemoteDefinition {
  /** The app's name, as in the route table (e.g. 'mfe-trucks'). */
  app: string;
  /**
   * The remote's texts: text modules that load per locale (`lazyTexts(...)` of @cvb/i18n; mount waits for the
   * page's language), or, in the older form, one namespace with all six languages bundled.
   */
  texts?: EagerTexts | LazyTexts | readonly LazyTexts[];
  App: ComponentType;
}

const isEager = (texts: RemoteDefinition['texts']): texts is EagerTexts =>
  texts !== undefined && !Array.isArray(texts) && 'resources' in texts;

/** single-spa lifecycles for a remote, with providers and an error boundary around its UI. */
export function createRemote({ app, texts, App }: RemoteDefinition): LifeCycles {
  if (isEager(texts)) registerNamespace(texts.namespace, texts.resources);
  const lazy = texts && !isEager(texts) ? texts : [];
  const Root = () => <RemoteRoot app={app} App={App} />;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
    errorBoundary: () => <OutermostErrorPanel />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    // The page's language is known at mount (the shell syncs it first): fetch its texts, then render.
    mount: (props) =>
      loadTexts(lazy)
        .catch((error: unknown) => console.error(`[${app}] texts could not be loaded`, error))
        .then(() => lifecycles.mount(props)),
    unmount: lifecycles.unmount,
  };
}
