import type { VehicleVertical, VideoList } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { catalogueOf } from './catalogue-snapshot';
import { videoPage, type VideoFilter } from './video-records';

/** Videos of a vertical, newest first, optionally narrowed to a brand or model. */
export async function listVideos(db: Db, vertical: VehicleVertical, filter: VideoFilter): Promise<VideoList> {
  return videoPage((await catalogueOf(db, vertical)).videos, filter);
}
