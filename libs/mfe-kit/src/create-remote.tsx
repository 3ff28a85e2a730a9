import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getI18n, registerNamespace, type NamespaceResources } from '@cvb/i18n';
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

export interface RemoteDefinition {
  /** The app's name, as in the route table (e.g. 'mfe-trucks'). */
  app: string;
  /** The remote's own i18next namespace and its texts in all six languages, when it has its own texts. */
  texts?: { namespace: string; resources: NamespaceResources };
  App: ComponentType;
}

/** single-spa lifecycles for a remote, with providers and an error boundary around its UI. */
export function createRemote({ app, texts, App }: RemoteDefinition): LifeCycles {
  if (texts) registerNamespace(texts.namespace, texts.resources);
  const Root = () => <RemoteRoot app={app} App={App} />;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
    errorBoundary: () => <OutermostErrorPanel />,
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
