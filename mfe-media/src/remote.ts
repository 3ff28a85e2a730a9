import type { RemoteDefinition } from '@cvb/mfe-kit';
import { MediaRoot } from './root';
import { lazyMediaTexts } from './texts/lazy';

/** What this remote is: its name in the route table, the texts it loads first and its routes. */
export const mediaRemote: RemoteDefinition = {
  app: 'mfe-media',
  texts: [lazyMediaTexts],
  App: MediaRoot,
};
