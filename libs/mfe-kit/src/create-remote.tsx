import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { RemoteRoot } from './remote-root';

export interface RemoteDefinition {
  /** The app's name, as in the route table (e.g. 'mfe-trucks'). */
  app: string;
  /** The remote's own i18next namespace and its texts in all six languages. */
  namespace: string;
  resources: NamespaceResources;
  App: ComponentType;
}

/** single-spa lifecycles for a remote, with providers and an error boundary around its UI. */
export function createRemote({ app, namespace, resources, App }: RemoteDefinition): LifeCycles {
  registerNamespace(namespace, resources);
  const Root = () => <RemoteRoot app={app} App={App} />;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
