import type { LocaleCode } from '@cvb/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, newsArticles, vehicleModels } from '../../db/schema';
import {
  expertReviewArticles,
  mediaAuthors,
  mediaVideos,
  storyDetails,
  webStories,
} from '../../db/schema-media';
import { newsStories } from '../news-stories';
import { articleSeeds } from './articles';
import { authorSeeds, authorSlugOfName } from './authors';
import { expertReviewSeeds } from './expert-reviews';
import { generatedNews } from './news-generated';
import { originalNewsDetails } from './original-news';
import { storyImagePath } from './story-art';
import type { StorySeed } from './story-seed';
import { mediaVideoSeeds } from './videos';
import { webStorySeeds } from './web-stories';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every generated story and article, each in every locale it was written in. */
export function mediaStorySeeds(): StorySeed[] {
  return [...generatedNews(), ...articleSeeds()];
}

function storyRows(story: StorySeed) {
  const author = authorSeeds.find((seed) => seed.slug === story.authorSlug);
  if (!author) throw new Error(`No author ${story.authorSlug}`);
  const image = storyImagePath(story.vehicles);
  return Object.entries(story.texts).map(([locale, text]) => ({
    slug: story.slug,
    locale: locale as LocaleCode,
    title: text.title,
    summary: text.summary,
    body: text.body,
    category: story.category,
    author: author.name[locale as LocaleCode] ?? author.name.en,
    image,
    publishedAt: story.publishedAt,
  }));
}

async function modelIds(
  tx: Tx,
  refs: { vertical: string; brandSlug: string; modelSlug: string }[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      id: vehicleModels.id,
      vertical: vehicleModels.vertical,
      brandSlug: brands.slug,
      slug: vehicleModels.slug,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(inArray(vehicleModels.slug, [...new Set(refs.map((ref) => ref.modelSlug))]));
  return new Map(rows.map((row) => [`${row.vertical}/${row.brandSlug}/${row.slug}`, row.id]));
}

/** Authors, news and articles with their details, expert reviews, videos and web stories. */
export async function seedMedia(tx: Tx): Promise<void> {
  await tx.insert(mediaAuthors).values(authorSeeds);

  await tx.insert(storyDetails).values(
    newsStories.map((story) => {
      const details = originalNewsDetails[story.slug];
      return {
        slug: story.slug,
        kind: 'news' as const,
        vertical: details?.vertical ?? null,
        authorSlug: authorSlugOfName(story.author),
        tags: details?.tags ?? [],
        vehicles: details?.vehicles ?? [],
        expo: story.category === 'events',
      };
    }),
  );
  // The first news seed stored a placeholder picture: draw each story's vehicle instead.
  for (const [slug, details] of Object.entries(originalNewsDetails)) {
    if (details.vehicles.length === 0) continue;
    await tx
      .update(newsArticles)
      .set({ image: storyImagePath(details.vehicles) })
      .where(eq(newsArticles.slug, slug));
  }

  const stories = mediaStorySeeds();
  await tx.insert(storyDetails).values(
    stories.map((story) => ({
      slug: story.slug,
      kind: story.kind,
      vertical: story.vertical,
      authorSlug: story.authorSlug,
      tags: story.tags,
      vehicles: story.vehicles,
      expo: story.expo ?? false,
    })),
  );
  await tx.insert(newsArticles).values(stories.flatMap(storyRows));

  const reviews = expertReviewSeeds();
  const ids = await modelIds(tx, reviews);
  await tx.insert(expertReviewArticles).values(
    reviews.flatMap((review) => {
      const modelId = ids.get(`${review.vertical}/${review.brandSlug}/${review.modelSlug}`);
      if (modelId === undefined) return [];
      return [
        {
          slug: review.slug,
          modelId,
          authorSlug: review.authorSlug,
          ratings: review.ratings,
          texts: review.texts,
          publishedAt: review.publishedAt,
        },
      ];
    }),
  );

  await tx.insert(mediaVideos).values(mediaVideoSeeds());
  await tx.insert(webStories).values(webStorySeeds());
}
