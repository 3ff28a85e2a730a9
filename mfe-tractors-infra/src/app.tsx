import { createRemote } from '@cvb/mfe-kit';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { TractorsInfraRoot } from './root';

registerCatalogTexts();

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-tractors-infra',
  App: TractorsInfraRoot,
});
