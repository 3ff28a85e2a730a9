// The first view of this remote's pages rendered on the shell's server (tools/build-ssr.mjs bundles it;
// docs/architecture.md#server-view): the used marketplace's lists and ads arrive readable.
import { remoteServerRenderer } from '@cvb/mfe-kit/server';
import { accountRemote } from './remote';

export const renderServerView = remoteServerRenderer(accountRemote);
