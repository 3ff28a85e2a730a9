import { createRemote } from '@cvb/mfe-kit';
import { tyresRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(tyresRemote);
