import type { VehicleVertical } from '@cvb/contracts';
import { verticalDefinition, type VideoList } from '@cvb/contracts';

import { getJson } from './get-json';

/** Verticals whose catalogue API offers `<plural>/videos`, `/brand-videos` and `/model-videos`. */
export type VideoVertical = VehicleVertical;

/** Which videos: all of a vertical, a brand's (brandSlug) or a model's (brandSlug and modelSlug). */
export interface VideoScope {
  brandSlug?: string;
  modelSlug?: string;
}

export interface VideoPage {
  _start: number;
  _limit: number;
}

/** Videos newest first, from the call that matches the scope. */
export function fetchVideos(
  vertical: VideoVertical,
  scope: VideoScope,
  page: VideoPage,
  signal?: AbortSignal,
): Promise<VideoList> {
  const base = verticalDefinition(vertical).api.prefix;
  if (scope.brandSlug && scope.modelSlug) {
    const params = { brandSlug: scope.brandSlug, modelSlug: scope.modelSlug, ...page };
    return getJson(`${base}/model-videos`, params, signal);
  }
  if (scope.brandSlug) {
    return getJson(`${base}/brand-videos`, { brandSlug: scope.brandSlug, ...page }, signal);
  }
  return getJson(`${base}/videos`, page, signal);
}
