import { createRemote } from '@cvb/mfe-kit';
import { busesRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(busesRemote);
