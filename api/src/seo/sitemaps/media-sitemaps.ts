import { ALL_VERTICAL_DEFINITIONS, type SitemapPage, type StoryKind } from '@cvb/contracts';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, newsArticles, vehicleModels } from '../../db/schema';
import {
  expertReviewArticles,
  mediaAuthors,
  mediaVideos,
  storyDetails,
  webStories,
} from '../../db/schema-media';
import { storySitemap } from '../../stories-and-videos/story-queries';
import { fixedPagesOf } from './fixed-pages';
import { isoMoment, newest, page } from './sitemap-page';

/** News or articles: every published story, its list pages, and (with articles) every author. */
export async function storyPages(db: Db, kind: StoryKind): Promise<SitemapPage[]> {
  const stories = (await storySitemap(db, kind)).map((entry) => page(entry.path, entry.lastModified));
  const lists = fixedPagesOf(
    kind === 'news' ? 'news' : 'articles',
    newest(stories.map((story) => story.lastModified)),
  );
  if (kind === 'news') return [...lists, ...stories];
  const authors = await db
    .select({ slug: mediaAuthors.slug, latest: max(newsArticles.publishedAt) })
    .from(mediaAuthors)
    .leftJoin(storyDetails, eq(storyDetails.authorSlug, mediaAuthors.slug))
    .leftJoin(newsArticles, and(eq(newsArticles.slug, storyDetails.slug), eq(newsArticles.published, true)))
    .groupBy(mediaAuthors.slug);
  const authorPages = authors.map((author) =>
    page(`/authors/${author.slug}`, author.latest ? isoMoment(author.latest) : newest([])),
  );
  return [...lists, ...stories, ...authorPages];
}

export async function expertReviewPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .select({ slug: expertReviewArticles.slug, publishedAt: expertReviewArticles.publishedAt })
    .from(expertReviewArticles)
    .where(eq(expertReviewArticles.published, true));
  const reviews = rows.map((row) => page(`/expert-reviews/${row.slug}`, isoMoment(row.publishedAt)));
  return [
    ...fixedPagesOf('expert-reviews', newest(reviews.map((review) => review.lastModified))),
    ...reviews,
  ];
}

/** Every video, the videos list, and the videos pages of each vertical and of each brand and model with videos. */
export async function videoPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .select({
      slug: mediaVideos.slug,
      vertical: mediaVideos.vertical,
      brandSlug: mediaVideos.brandSlug,
      modelSlug: mediaVideos.modelSlug,
      publishedAt: mediaVideos.publishedAt,
    })
    .from(mediaVideos)
    .where(eq(mediaVideos.published, true));
  const knownBrands = new Set(
    (await db.select({ vertical: brands.vertical, slug: brands.slug }).from(brands)).map(
      (brand) => `${brand.vertical}/${brand.slug}`,
    ),
  );
  const knownModels = new Set(
    (
      await db
        .select({ vertical: vehicleModels.vertical, brandSlug: brands.slug, slug: vehicleModels.slug })
        .from(vehicleModels)
        .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    ).map((model) => `${model.vertical}/${model.brandSlug}/${model.slug}`),
  );
  const videos = rows.map((row) => page(`/videos/${row.slug}`, isoMoment(row.publishedAt)));
  const subjectDates = new Map<string, string>();
  const note = (path: string, date: string) => {
    if (date > (subjectDates.get(path) ?? '')) subjectDates.set(path, date);
  };
  for (const row of rows) {
    const definition = ALL_VERTICAL_DEFINITIONS.find((candidate) => candidate.key === row.vertical);
    if (!definition) continue;
    const date = isoMoment(row.publishedAt);
    note(`${definition.basePath}/videos`, date);
    if (!row.brandSlug || !knownBrands.has(`${definition.key}/${row.brandSlug}`)) continue;
    note(`${definition.basePath}/${row.brandSlug}/videos`, date);
    if (row.modelSlug && knownModels.has(`${definition.key}/${row.brandSlug}/${row.modelSlug}`))
      note(`${definition.basePath}/${row.brandSlug}/${row.modelSlug}/videos`, date);
  }
  const subjects = [...subjectDates].map(([path, date]) => page(path, date));
  return [
    ...fixedPagesOf('videos', newest(videos.map((video) => video.lastModified))),
    ...subjects,
    ...videos,
  ];
}

/** Every web story at its own page (tractor stories under /tractors), and the two lists. */
export async function webStoryPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .select({ slug: webStories.slug, vertical: webStories.vertical, publishedAt: webStories.publishedAt })
    .from(webStories)
    .where(eq(webStories.published, true));
  const stories = rows.map((row) =>
    page(
      `${row.vertical === 'tractor' ? '/tractors' : ''}/web-stories/${row.slug}`,
      isoMoment(row.publishedAt),
    ),
  );
  return [...fixedPagesOf('web-stories', newest(stories.map((story) => story.lastModified))), ...stories];
}
