import { createRemote } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogTexts } from '@cvb/vehicle-catalog';
import { ThreeWheelersRoot } from './root';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-three-wheelers',
  texts: [lazyCatalogTexts, lazyLeadTexts],
  App: ThreeWheelersRoot,
});
