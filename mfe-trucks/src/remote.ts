import type { RemoteDefinition } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogueTexts } from '@cvb/vehicle-catalogue/remote';
import { TrucksRoot } from './root';

/** What this remote is: its name in the route table, the texts it loads first and its routes. */
export const trucksRemote: RemoteDefinition = {
  app: 'mfe-trucks',
  texts: [lazyCatalogueTexts, lazyLeadTexts],
  App: TrucksRoot,
};
