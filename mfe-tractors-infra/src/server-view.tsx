// The first view of this remote's pages rendered on the shell's server (tools/build-ssr.mjs bundles it).
import { remoteServerRenderer } from '@cvb/mfe-kit/server';
import { tractorsInfraRemote } from './remote';

export const renderServerView = remoteServerRenderer(tractorsInfraRemote);
