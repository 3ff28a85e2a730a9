import { registerNamespace } from '@cvb/i18n';
import { createRemote } from '@cvb/mfe-kit';
import { AccountRoot } from './root';
import { accountTexts } from './texts';

// The account pages are few and private: their texts come with the remote, all six languages, as its other
// namespaces (admin, sell, community) do.
registerNamespace('account', accountTexts);

export const { bootstrap, mount, unmount } = createRemote({ app: 'mfe-account', App: AccountRoot });
