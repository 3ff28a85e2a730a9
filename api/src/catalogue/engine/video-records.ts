import type { Video, VideoList, VehicleVertical } from '@cvb/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, vehicleModels, videos } from '../../db/schema';

/** SPEC §9: a video id is the last 11 characters (letters, digits, _ and -) of its link. */
export function videoIdOf(link: string): string {
  return /([A-Za-z0-9_-]{11})$/.exec(link)?.[1] ?? '';
}

/** Videos of a vertical, newest first, optionally narrowed to a brand or model. */
export async function listVideos(
  db: Db,
  vertical: VehicleVertical,
  options: { brandSlug?: string; modelSlug?: string; limit?: number; offset?: number },
): Promise<VideoList> {
  const where: SQL | undefined = and(
    eq(videos.vertical, vertical),
    options.brandSlug === undefined ? undefined : eq(brands.slug, options.brandSlug),
    options.modelSlug === undefined ? undefined : eq(vehicleModels.slug, options.modelSlug),
  );
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      link: videos.link,
      publishedAt: videos.publishedAt,
      brandSlug: brands.slug,
      modelSlug: vehicleModels.slug,
    })
    .from(videos)
    .innerJoin(brands, eq(brands.id, videos.brandId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, videos.modelId))
    .where(where)
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(options.limit ?? 20)
    .offset(options.offset ?? 0);
  const [{ value: total }] = await db
    .select({ value: count() })
    .from(videos)
    .innerJoin(brands, eq(brands.id, videos.brandId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, videos.modelId))
    .where(where);
  const items: Video[] = rows.map((row) => {
    const videoId = videoIdOf(row.link);
    return { ...row, videoId, thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` };
  });
  return { items, total };
}
