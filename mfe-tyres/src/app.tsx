import { createRemote } from '@cvb/mfe-kit';
import { registerLeadTexts } from '@cvb/lead-forms';
import { TyresRoot } from './root';
import { lazyTyreTexts } from './texts/lazy';

registerLeadTexts();

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-tyres',
  texts: [lazyTyreTexts],
  App: TyresRoot,
});
