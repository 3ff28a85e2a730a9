import type { RemoteDefinition } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogueTexts } from '@cvb/vehicle-catalogue/remote';
import { BusesRoot } from './root';

/** What this remote is: its name in the route table, the texts it loads first and its routes. */
export const busesRemote: RemoteDefinition = {
  app: 'mfe-buses',
  texts: [lazyCatalogueTexts, lazyLeadTexts],
  App: BusesRoot,
};
