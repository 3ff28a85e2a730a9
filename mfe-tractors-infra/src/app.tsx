import { createRemote } from '@cvb/mfe-kit';
import { tractorsInfraRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(tractorsInfraRemote);
