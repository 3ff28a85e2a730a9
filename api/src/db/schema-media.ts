import type { ExpertRatings, LocalizedText, VideoSection } from '@cvb/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { vehicleModels, vehicleVertical } from './schema';

/** A brand (and optionally a model) a story is about, by slug; the API resolves names and links. */
export interface StoryVehicleRef {
  vertical: (typeof vehicleVertical.enumValues)[number];
  brandSlug: string;
  modelSlug: string | null;
}

/** The writers of news, articles, reviews and web stories, with a bio per locale (English fallback). */
export const mediaAuthors = pgTable('media_authors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  role: jsonb('role').$type<LocalizedText>().notNull(),
  bio: jsonb('bio').$type<LocalizedText>().notNull(),
  /** The vertical the author mostly covers (a VehicleVertical); drives the portrait artwork. */
  beat: vehicleVertical('beat').notNull(),
});

export const storyKind = pgEnum('story_kind', ['news', 'article']);

/**
 * What a story of `news_articles` has once, whatever its locales: news or article, vertical, author,
 * tags and the vehicles it is about. Keyed by the slug the locale rows share.
 */
export const storyDetails = pgTable(
  'story_details',
  {
    slug: text('slug').primaryKey(),
    kind: storyKind('kind').notNull(),
    vertical: vehicleVertical('vertical'),
    authorSlug: text('author_slug')
      .notNull()
      .references(() => mediaAuthors.slug, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default([]),
    vehicles: jsonb('vehicles').$type<StoryVehicleRef[]>().notNull().default([]),
    /** Part of the Auto Expo coverage (v4/get-news-expo). */
    expo: boolean('expo').notNull().default(false),
  },
  (t) => [index('story_details_kind_vertical_idx').on(t.kind, t.vertical)],
);

export interface ExpertReviewTexts {
  title: string;
  summary: string;
  /** Sanitized on the way out; paragraphs and subheadings. */
  body: string;
  verdict: string;
  pros: string[];
  cons: string[];
}

/** The long-form expert review of a model (its page under /expert-reviews), texts per locale. */
export const expertReviewArticles = pgTable(
  'expert_review_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    modelId: integer('model_id')
      .notNull()
      .unique()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    authorSlug: text('author_slug')
      .notNull()
      .references(() => mediaAuthors.slug, { onDelete: 'restrict' }),
    ratings: jsonb('ratings').$type<ExpertRatings>().notNull(),
    texts: jsonb('texts')
      .$type<{ en: ExpertReviewTexts } & Partial<Record<string, ExpertReviewTexts>>>()
      .notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    published: boolean('published').notNull().default(true),
    /** An image the desk uploaded (`/api/uploads/media/…`); null = the model's artwork. */
    image: text('image'),
  },
  (t) => [index('expert_review_articles_published_idx').on(t.publishedAt)],
);

/** Videos of the media section: a YouTube id, a section and what it is about; posters are drawn locally. */
export const mediaVideos = pgTable(
  'media_videos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    youtubeId: text('youtube_id').notNull(),
    section: text('section').$type<VideoSection>().notNull(),
    vertical: vehicleVertical('vertical'),
    brandSlug: text('brand_slug'),
    modelSlug: text('model_slug'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    index('media_videos_vertical_published_idx').on(t.vertical, t.publishedAt),
    index('media_videos_brand_model_idx').on(t.brandSlug, t.modelSlug),
  ],
);

export interface WebStorySlideSeed {
  heading: LocalizedText;
  text: LocalizedText;
  /** The picture: a model's generated view. */
  art: { brandSlug: string; modelSlug: string; view: 'angle' | 'side' | 'front' | 'rear' | 'cabin' };
}

/** Full-screen tap-through stories of 5–10 slides. */
export const webStories = pgTable(
  'web_stories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    vertical: vehicleVertical('vertical'),
    authorSlug: text('author_slug')
      .notNull()
      .references(() => mediaAuthors.slug, { onDelete: 'restrict' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    slides: jsonb('slides').$type<WebStorySlideSeed[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('web_stories_published_idx').on(t.publishedAt)],
);
