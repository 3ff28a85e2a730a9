import type { RemoteDefinition } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogTexts } from '@cvb/vehicle-catalog';
import { TractorsInfraRoot } from './root';

/** What this remote is: its name in the route table, the texts it loads first and its routes. */
export const tractorsInfraRemote: RemoteDefinition = {
  app: 'mfe-tractors-infra',
  texts: [lazyCatalogTexts, lazyLeadTexts],
  App: TractorsInfraRoot,
};
