import type { LocaleCode, Video, VideoList, VehicleVertical } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, vehicleModels, videos } from '../../db/schema';
import { artPath } from '../../stories-and-videos/site-image';
import { isVideoTopic, videoTitle, type VideoTopic } from './video-titles';

/** A video as the catalogue snapshot keeps it: with what it is about, so each language gets its own title. */
export interface VideoRecord extends Video {
  vertical: VehicleVertical;
  /** null: the stored title, the same in every language. */
  topic: VideoTopic | null;
}

/** docs/domain.md#videos: a video id is the last 11 characters (letters, digits, _ and -) of its link. */
export function videoIdOf(link: string): string {
  return /([A-Za-z0-9_-]{11})$/.exec(link)?.[1] ?? '';
}

export interface VideoFilter {
  brandSlug?: string;
  modelSlug?: string;
  limit?: number;
  offset?: number;
  /** The language of the titles (English when left out). */
  locale?: LocaleCode;
}

/** Every video of a vertical, newest first (the catalogue snapshot's query). */
export async function queryVideos(db: Db, vertical: VehicleVertical): Promise<VideoRecord[]> {
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      topic: videos.topic,
      link: videos.link,
      publishedAt: videos.publishedAt,
      brandSlug: brands.slug,
      modelSlug: vehicleModels.slug,
      brandName: brands.name,
      modelName: vehicleModels.name,
    })
    .from(videos)
    .innerJoin(brands, eq(brands.id, videos.brandId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, videos.modelId))
    .where(eq(videos.vertical, vertical))
    .orderBy(desc(videos.publishedAt), desc(videos.id));
  // The site's own picture of the model (its brand's logo for a brand's video), as /videos shows: no image from
  // the video host, which would see every visitor of a model page.
  return rows.map((row) => ({
    ...row,
    vertical,
    topic: isVideoTopic(row.topic) ? row.topic : null,
    videoId: videoIdOf(row.link),
    thumbnail: row.modelSlug
      ? `${artPath(row.brandSlug, row.modelSlug, 'side')}?w=640`
      : `/api/media/logos/${row.brandSlug}.svg`,
  }));
}

/** The video as the API answers it, titled in `locale` from the catalogue's current name when it has a topic. */
function videoIn({ vertical, topic, ...video }: VideoRecord, locale: LocaleCode): Video {
  if (topic === null) return video;
  const subject = topic === 'range' ? video.brandName : (video.modelName ?? undefined);
  return subject ? { ...video, title: videoTitle(topic, subject, vertical, locale) } : video;
}

/** One page (default 20) of the videos, optionally narrowed to a brand or model, with the total that match. */
export function videoPage(all: readonly VideoRecord[], filter: VideoFilter): VideoList {
  const matching = all.filter(
    (video) =>
      (filter.brandSlug === undefined || video.brandSlug === filter.brandSlug) &&
      (filter.modelSlug === undefined || video.modelSlug === filter.modelSlug),
  );
  const offset = filter.offset ?? 0;
  const items = matching.slice(offset, offset + (filter.limit ?? 20));
  return { items: items.map((video) => videoIn(video, filter.locale ?? 'en')), total: matching.length };
}
