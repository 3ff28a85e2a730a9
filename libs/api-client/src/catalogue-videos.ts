import { verticalDefinition, videoListSchema, type VideoList } from '@cvb/contracts';
import type { CatalogueVertical } from './calls';
import { getParsed } from './get-parsed';

/** Verticals whose catalogue API offers `<plural>/videos`, `/brand-videos` and `/model-videos`. */
export type VideoVertical = CatalogueVertical;

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
    return getParsed(`${base}/model-videos`, videoListSchema, params, signal);
  }
  if (scope.brandSlug) {
    return getParsed(
      `${base}/brand-videos`,
      videoListSchema,
      { brandSlug: scope.brandSlug, ...page },
      signal,
    );
  }
  return getParsed(`${base}/videos`, videoListSchema, page, signal);
}
