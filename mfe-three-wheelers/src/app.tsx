import { createRemote } from '@cvb/mfe-kit';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { ThreeWheelersRoot } from './root';

registerCatalogTexts();

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-three-wheelers',
  App: ThreeWheelersRoot,
});
