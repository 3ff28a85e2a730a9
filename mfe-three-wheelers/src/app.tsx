import { createRemote } from '@cvb/mfe-kit';
import { threeWheelersRemote } from './remote';

export const { bootstrap, mount, unmount } = createRemote(threeWheelersRemote);
