import { createRemote } from '@cvb/mfe-kit';
import { EmandiFuelRoot } from './root';
import { EMANDI_NS, emandiTexts } from './texts';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-emandi-fuel',
  texts: { namespace: EMANDI_NS, resources: emandiTexts },
  App: EmandiFuelRoot,
});
