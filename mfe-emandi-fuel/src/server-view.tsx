// The first view of this remote's pages rendered on the shell's server (tools/build-ssr.mjs bundles it).
import { remoteServerRenderer } from '@cvb/mfe-kit/server';
import { emandiFuelRemote } from './remote';

export const renderServerView = remoteServerRenderer(emandiFuelRemote);
