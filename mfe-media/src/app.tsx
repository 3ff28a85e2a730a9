import { createRemote } from '@cvb/mfe-kit';
import { mediaRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(mediaRemote);
