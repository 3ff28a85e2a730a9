import { createRemote } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogTexts } from '@cvb/vehicle-catalog';
import { TrucksRoot } from './root';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-trucks',
  texts: [lazyCatalogTexts, lazyLeadTexts],
  App: TrucksRoot,
});
