import { createRemote } from '@cvb/mfe-kit';
import { lazyCatalogTexts } from '@cvb/vehicle-catalog';
import { BusesRoot } from './root';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-buses',
  texts: lazyCatalogTexts,
  App: BusesRoot,
});
