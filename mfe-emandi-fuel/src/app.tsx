import { createRemote } from '@cvb/mfe-kit';
import { EmandiFuelRoot } from './root';
import { fuelTexts } from './texts';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-emandi-fuel',
  texts: { namespace: 'fuel', resources: fuelTexts },
  App: EmandiFuelRoot,
});
