import { createRemote } from '@cvb/mfe-kit';
import { EmandiFuelRoot } from './root';
import { lazyEmandiTexts } from './texts/lazy';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-emandi-fuel',
  texts: [lazyEmandiTexts],
  App: EmandiFuelRoot,
});
