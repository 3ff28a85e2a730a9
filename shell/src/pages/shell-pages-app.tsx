import React from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { getI18n } from '@cvb/i18n';
import { ReportPageAlive, serverViewHost, yieldingDomClient } from '@cvb/mfe-kit';
import { ShellProviders } from '../chrome/render-chrome';
import { ShellPages } from './shell-pages';

const host = serverViewHost('shell');

function Root() {
  return (
    <host.Provide>
      <ShellProviders>
        <ShellPages />
      </ShellProviders>
    </host.Provide>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: yieldingDomClient,
  rootComponent: Root,
  // The home page the server rendered is hydrated, not painted again.
  renderType: host.renderType,
  errorBoundary: () => (
    <host.Provide>
      <p role="alert">{getI18n().t('common:somethingWentWrong')}</p>
      <ReportPageAlive />
    </host.Provide>
  ),
});

export const shellPagesApp: LifeCycles = {
  ...lifecycles,
  mount: (props) => host.mount((props as { domElement?: unknown }).domElement, () => lifecycles.mount(props)),
};
