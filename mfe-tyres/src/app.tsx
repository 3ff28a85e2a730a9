import { createRemote } from '@cvb/mfe-kit';
import { TyresRoot } from './root';
import { tyreTexts } from './texts';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-tyres',
  texts: { namespace: 'tyres', resources: tyreTexts },
  App: TyresRoot,
});
