// The first view of this remote's pages rendered on the shell's server (tools/build-ssr.mjs bundles it).
import { remoteServerRenderer } from '@cvb/mfe-kit/server';
import { trucksRemote } from './remote';

export const renderServerView = remoteServerRenderer(trucksRemote);
