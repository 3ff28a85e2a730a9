import { registerNamespace } from '@cvb/i18n';
import type { RemoteDefinition } from '@cvb/mfe-kit';
import { AccountRoot } from './root';
import { accountTexts } from './texts';
import { usedTexts } from './used/texts';

// The account pages are few: their texts come with the remote, all six languages, as its other namespaces (admin,
// sell, community, used) do, so the browser and the server view have them without a load.
registerNamespace('account', accountTexts);
registerNamespace('used', usedTexts);

/** What this remote is: its name in the route table and its routes. */
export const accountRemote: RemoteDefinition = { app: 'mfe-account', App: AccountRoot };
