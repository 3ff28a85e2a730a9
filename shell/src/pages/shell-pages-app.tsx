import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { getI18n } from '@cvb/i18n';
import { ShellProviders } from '../chrome/render-chrome';
import { ShellPages } from './shell-pages';

function Root() {
  return (
    <ShellProviders>
      <ShellPages />
    </ShellProviders>
  );
}

export const shellPagesApp = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  renderType: 'createRoot',
  errorBoundary: () => <p role="alert">{getI18n().t('common:somethingWentWrong')}</p>,
});
