import { createRemote } from '@cvb/mfe-kit';
import { trucksRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(trucksRemote);
