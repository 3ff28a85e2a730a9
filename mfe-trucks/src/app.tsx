import { createRemote } from '@cvb/mfe-kit';
import { registerLeadTexts } from '@cvb/lead-forms';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { TrucksRoot } from './root';

registerCatalogTexts();
registerLeadTexts();

export const { bootstrap, mount, unmount } = createRemote({ app: 'mfe-trucks', App: TrucksRoot });
