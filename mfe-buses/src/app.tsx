import { createRemote } from '@cvb/mfe-kit';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { BusesRoot } from './root';

registerCatalogTexts();

export const { bootstrap, mount, unmount } = createRemote({ app: 'mfe-buses', App: BusesRoot });
