import type { LocaleCode, VehicleVertical, Video } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { modelVideos, type VideoRow } from '../../stories-and-videos/video-queries';
import type { ModelRecord } from './model-record';

/** A model's published videos of the /videos pages, newest first, in a language, as its page's Videos section shows them. */
export type ModelMediaVideos = (model: ModelRecord, locale: LocaleCode, limit: number) => Video[];

/**
 * The /videos pages' videos of each model of a vertical (the catalogue snapshot's query). A model that has some
 * shows them on its page, with the same title, date, poster and page as /videos (one set of videos is the truth);
 * the others keep the catalogue's video.
 */
export async function queryModelMediaVideos(db: Db, vertical: VehicleVertical): Promise<ModelMediaVideos> {
  const { rows, show } = await modelVideos(db, vertical);
  const byModel = new Map<string, VideoRow[]>();
  for (const row of rows) {
    const key = `${row.brandSlug}/${row.modelSlug}`;
    byModel.set(key, [...(byModel.get(key) ?? []), row]);
  }
  return (model, locale, limit) =>
    (byModel.get(`${model.brandSlug}/${model.slug}`) ?? []).slice(0, limit).map((row) => {
      const video = show(row, locale);
      return {
        id: row.id,
        slug: video.slug,
        videoId: video.youtubeId,
        title: video.title,
        link: `/videos/${video.slug}`,
        thumbnail: video.poster.src,
        brandSlug: model.brandSlug,
        modelSlug: model.slug,
        brandName: model.brandName,
        modelName: model.name,
        publishedAt: video.publishedAt,
      };
    });
}
