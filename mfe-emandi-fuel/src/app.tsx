import { createRemote } from '@cvb/mfe-kit';
import { emandiFuelRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(emandiFuelRemote);
