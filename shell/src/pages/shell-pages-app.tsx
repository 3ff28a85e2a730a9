import React from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getI18n } from '@cvb/i18n';
import { releaseServerView, takeServerView, yieldingDomClient } from '@cvb/mfe-kit';
import { ShellProviders } from '../chrome/render-chrome';
import { ShellPages } from './shell-pages';

function Root() {
  return (
    <ShellProviders>
      <ShellPages />
    </ShellProviders>
  );
}

let hydrate = false;
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: yieldingDomClient,
  rootComponent: Root,
  // The home page the server rendered is hydrated, not painted again.
  renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
  errorBoundary: () => <p role="alert">{getI18n().t('common:somethingWentWrong')}</p>,
});

export const shellPagesApp: LifeCycles = {
  ...lifecycles,
  mount: async (props) => {
    const element = (props as { domElement?: unknown }).domElement;
    hydrate = takeServerView(element, 'shell');
    await lifecycles.mount(props);
    if (hydrate) releaseServerView(element);
  },
};
