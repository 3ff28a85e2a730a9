import type { RemoteDefinition } from '@cvb/mfe-kit';
import { EmandiFuelRoot } from './root';
import { lazyEmandiTexts } from './texts/lazy';

/** What this remote is: its name in the route table, the texts it loads first and its routes. */
export const emandiFuelRemote: RemoteDefinition = {
  app: 'mfe-emandi-fuel',
  texts: [lazyEmandiTexts],
  App: EmandiFuelRoot,
};
