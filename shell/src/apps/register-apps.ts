import { registerApplication } from 'single-spa';
import { activityFor, REMOTE_APPS } from '@cvb/route-table';
import { appContainer } from './app-container';
import { resilientRemoteApp, type ShellCustomProps } from './resilient-remote-app';
import { shellPagesApp } from '../pages/shell-pages-app';

/** One single-spa application per remote plus the shell's own pages, active by the route table. */
export function registerApps(): void {
  for (const app of REMOTE_APPS) {
    registerApplication<ShellCustomProps>({
      name: app,
      app: async () => resilientRemoteApp(app),
      activeWhen: activityFor(app),
      customProps: () => ({ domElement: appContainer(app) }),
    });
  }
  registerApplication<ShellCustomProps>({
    name: 'shell',
    app: async () => shellPagesApp,
    activeWhen: activityFor('shell'),
    customProps: () => ({ domElement: appContainer('shell') }),
  });
}
