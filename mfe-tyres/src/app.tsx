import { createRemote } from '@cvb/mfe-kit';
import { registerLeadTexts } from '@cvb/lead-forms';
import { TyresRoot } from './root';
import { tyreTexts } from './texts';

registerLeadTexts();

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-tyres',
  texts: { namespace: 'tyres', resources: tyreTexts },
  App: TyresRoot,
});
