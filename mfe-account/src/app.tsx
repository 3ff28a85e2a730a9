import { createRemote } from '@cvb/mfe-kit';
import { AccountRoot } from './root';
import { accountTexts } from './texts';

export const { bootstrap, mount, unmount } = createRemote({
  app: 'mfe-account',
  texts: { namespace: 'account', resources: accountTexts },
  App: AccountRoot,
});
