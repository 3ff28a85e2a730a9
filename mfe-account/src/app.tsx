import { createRemote } from '@cvb/mfe-kit';
import { accountRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(accountRemote);
