import { createRemote } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogTexts } from '@cvb/vehicle-catalog';
import { BusesRoot } from './root';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-buses',
  texts: [lazyCatalogTexts, lazyLeadTexts],
  App: BusesRoot,
});
