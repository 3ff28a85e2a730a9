import type { LocaleCode, VehicleVertical, WebStoryCard, WebStoryDetail } from '@cvb/contracts';
import { pickLocale } from '@cvb/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mediaAuthors, webStories } from '../db/schema-media';
import { artPath, siteImage } from './site-image';

type StoryRow = typeof webStories.$inferSelect;

function toCard(row: StoryRow, locale: LocaleCode): WebStoryCard {
  const title = pickLocale(row.title, locale);
  const cover = row.slides[0].art;
  return {
    slug: row.slug,
    locale: row.title[locale] ? locale : 'en',
    title,
    vertical: row.vertical,
    cover: siteImage(artPath(cover.brandSlug, cover.modelSlug, cover.view), title),
    slideCount: row.slides.length,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function webStoryPage(
  db: Db,
  filter: { locale: LocaleCode; vertical?: VehicleVertical },
  page: { page: number; limit: number },
): Promise<{ items: WebStoryCard[]; total: number }> {
  const rows = await db
    .select()
    .from(webStories)
    .where(
      and(
        eq(webStories.published, true),
        filter.vertical ? eq(webStories.vertical, filter.vertical) : undefined,
      ),
    )
    .orderBy(desc(webStories.publishedAt), desc(webStories.id));
  const start = (page.page - 1) * page.limit;
  return {
    items: rows.slice(start, start + page.limit).map((row) => toCard(row, filter.locale)),
    total: rows.length,
  };
}

export async function webStoryDetail(
  db: Db,
  slug: string,
  locale: LocaleCode,
): Promise<WebStoryDetail | undefined> {
  const [found] = await db
    .select({ story: webStories, authorName: mediaAuthors.name })
    .from(webStories)
    .innerJoin(mediaAuthors, eq(mediaAuthors.slug, webStories.authorSlug))
    .where(and(eq(webStories.slug, slug), eq(webStories.published, true)));
  if (!found) return undefined;
  const { story } = found;
  return {
    ...toCard(story, locale),
    author: { slug: story.authorSlug, name: pickLocale(found.authorName, locale) },
    slides: story.slides.map((slide) => {
      const heading = pickLocale(slide.heading, locale);
      return {
        heading,
        text: pickLocale(slide.text, locale),
        image: siteImage(artPath(slide.art.brandSlug, slide.art.modelSlug, slide.art.view), heading),
      };
    }),
  };
}
