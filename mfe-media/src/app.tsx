import { createRemote } from '@cvb/mfe-kit';
import { MediaRoot } from './root';
import { mediaTexts } from './texts';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-media',
  texts: { namespace: 'media', resources: mediaTexts },
  App: MediaRoot,
});
