import { createRemote } from '@cvb/mfe-kit';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { TrucksRoot } from './root';

registerCatalogTexts();

export const { bootstrap, mount, unmount } = createRemote({ app: 'mfe-trucks', App: TrucksRoot });
