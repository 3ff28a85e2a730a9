import { vehicleDisplayName, type VerticalDefinition } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { catalogueOf } from '../../catalogue/engine/catalogue-snapshot';
import { brands } from '../../db/schema';
import { videoDetail, videoPage, videoSubjectExists } from '../../stories-and-videos/video-queries';
import { linkList } from '../json-ld/item-list';
import { videoObject } from '../json-ld/video';
import { NOT_FOUND, type Crumb, type PageSeo, type Resolution, type SeoContext } from '../page-seo';
import { absoluteUrl } from '../site-urls';
import { fill } from '../texts/seo-texts';
import { largePicture, listCrumb, urlOf } from './media-context';

const LIST_SIZE = 10;
const videoPath = (slug: string) => `/videos/${slug}`;

/** The videos list of the whole site. */
export async function videoListSeo(context: SeoContext): Promise<PageSeo> {
  const { title, description } = context.texts.media.lists['video-list'];
  const { items } = await videoPage(context.db, { locale: context.locale }, { page: 1, limit: LIST_SIZE });
  return {
    title,
    description,
    image: items[0] && largePicture(items[0].poster.src),
    crumbs: [listCrumb(title, '/videos')],
    jsonLd: [
      linkList(
        title,
        items.map((video) => ({ name: video.title, url: urlOf(context, videoPath(video.slug)) })),
      ),
    ],
  };
}

/** One video: a VideoObject of the YouTube film with its poster, length and date. */
export async function videoSeo(context: SeoContext, slug: string): Promise<Resolution> {
  const detail = await videoDetail(context.db, slug, context.locale);
  if (!detail) return NOT_FOUND;
  const { video } = detail;
  const poster = largePicture(video.poster.src);
  const listTitle = context.texts.media.lists['video-list'].title;
  return {
    title: video.title,
    description: video.description,
    image: poster,
    crumbs: [listCrumb(listTitle, '/videos'), listCrumb(video.title, videoPath(slug))],
    jsonLd: [
      videoObject({
        name: video.title,
        description: video.description,
        thumbnailUrl: absoluteUrl(context.origin, poster),
        uploadDate: video.publishedAt,
        durationSeconds: video.durationSeconds,
        youtubeId: video.youtubeId,
        url: urlOf(context, videoPath(slug)),
      }),
    ],
  };
}

async function brandName(context: SeoContext, definition: VerticalDefinition, slug: string): Promise<string> {
  const [brand] = await context.db
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.vertical, definition.key), eq(brands.slug, slug)))
    .limit(1);
  return brand?.name ?? slug;
}

/**
 * The videos of a vertical (`/trucks/videos`), of one of its brands or of one model; a brand or model the
 * catalogue does not have is not found.
 */
export async function sectionVideosSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  brandSlug?: string,
  modelSlug?: string,
): Promise<Resolution> {
  const subject = { vertical: definition.key, brandSlug, modelSlug };
  if (!(await videoSubjectExists(context.db, subject))) return NOT_FOUND;
  const { texts } = context;
  const section = texts.sections[definition.key];
  const crumbs: Crumb[] = [{ name: section, path: definition.basePath }];
  let words = texts.media.sectionVideos[definition.key];
  let path = `${definition.basePath}/videos`;
  if (brandSlug && modelSlug) {
    const model = (await catalogueOf(context.db, definition.key)).findModel(brandSlug, modelSlug);
    const name = model ? vehicleDisplayName(model) : modelSlug;
    words = {
      title: fill(texts.media.modelVideos.title, { name }),
      description: fill(texts.media.modelVideos.description, { name }),
    };
    path = `${definition.basePath}/${brandSlug}/${modelSlug}/videos`;
  } else if (brandSlug) {
    const brand = await brandName(context, definition, brandSlug);
    const values = { brand, section };
    words = {
      title: fill(texts.media.brandVideos.title, values),
      description: fill(texts.media.brandVideos.description, values),
    };
    path = `${definition.basePath}/${brandSlug}/videos`;
  }
  crumbs.push({ name: words.title, path });
  const { items } = await videoPage(
    context.db,
    { locale: context.locale, ...subject },
    { page: 1, limit: LIST_SIZE },
  );
  return {
    ...words,
    image: items[0] && largePicture(items[0].poster.src),
    crumbs,
    jsonLd: [
      linkList(
        words.title,
        items.map((video) => ({ name: video.title, url: urlOf(context, videoPath(video.slug)) })),
      ),
    ],
  };
}
