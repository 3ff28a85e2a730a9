import { createRemote } from '@cvb/mfe-kit';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { lazyCatalogTexts } from '@cvb/vehicle-catalog';
import { TractorsInfraRoot } from './root';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-tractors-infra',
  texts: [lazyCatalogTexts, lazyLeadTexts],
  App: TractorsInfraRoot,
});
