import { createRemote } from '@cvb/mfe-kit';
import { MediaRoot } from './root';
import { lazyMediaTexts } from './texts/lazy';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-media',
  texts: [lazyMediaTexts],
  App: MediaRoot,
});
