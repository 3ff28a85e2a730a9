import {
  adminMediaListSchema,
  authorPageSchema,
  expertReviewCardSchema,
  expertReviewDetailSchema,
  mediaVideoDetailSchema,
  mediaVideoPageSchema,
  storyDetailCall,
  storyDetailSchema,
  storyPageSchema,
  view360FramesSchema,
  view360StatusSchema,
  webStoryCardSchema,
  webStoryDetailSchema,
  type AdminMediaItem,
  type AdminMediaKind,
  type AdminMediaUpdate,
  type AuthorPage,
  type ExpertReviewCard,
  type ExpertReviewDetail,
  type LocaleCode,
  type MediaVideoDetail,
  type MediaVideoPage,
  type StoryDetail,
  type StoryKind,
  type StoryPage,
  type VehicleVertical,
  type VideoSection,
  type View360Frames,
  type View360Status,
  type WebStoryCard,
  type WebStoryDetail,
} from '@cvb/contracts';
import { z } from 'zod';
import { getCall, getParsed } from './get-parsed';
import { getHttp } from './http';

export interface MediaPaging {
  page?: number;
  limit?: number;
}

export interface StoryListRequest extends MediaPaging {
  locale: LocaleCode;
  category?: string;
  vertical?: VehicleVertical;
  brandSlug?: string;
  tag?: string;
}

/** News stories (general/news) or articles (general/articles), newest first, English where untranslated. */
export function fetchStories(
  kind: StoryKind,
  request: StoryListRequest,
  signal?: AbortSignal,
): Promise<StoryPage> {
  return getParsed(kind === 'news' ? 'general/news' : 'general/articles', storyPageSchema, request, signal);
}

/** One news story or article with its sanitized body; rejects with a 404 for an unknown slug. */
export function fetchStoryDetail(
  kind: StoryKind,
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<StoryDetail> {
  return getCall(storyDetailCall(kind, slug, locale), storyDetailSchema, signal);
}

export function fetchAuthorPage(
  slug: string,
  locale: LocaleCode,
  paging: MediaPaging = {},
  signal?: AbortSignal,
): Promise<AuthorPage> {
  return getParsed(
    'v4/author-news-articles',
    authorPageSchema,
    { authorSlug: slug, locale, ...paging },
    signal,
  );
}

const expertReviewPageSchema = z.object({ items: z.array(expertReviewCardSchema), total: z.number().int() });

export function fetchExpertReviews(
  request: { locale: LocaleCode; vertical?: VehicleVertical } & MediaPaging,
  signal?: AbortSignal,
): Promise<{ items: ExpertReviewCard[]; total: number }> {
  return getParsed('general/expert-review', expertReviewPageSchema, request, signal);
}

export function fetchExpertReview(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<ExpertReviewDetail> {
  return getParsed('general/expert-review/detail', expertReviewDetailSchema, { slug, locale }, signal);
}

export interface MediaVideoRequest extends MediaPaging {
  locale: LocaleCode;
  vertical?: VehicleVertical;
  brandSlug?: string;
  modelSlug?: string;
  section?: VideoSection;
}

export function fetchMediaVideos(request: MediaVideoRequest, signal?: AbortSignal): Promise<MediaVideoPage> {
  return getParsed('general/video', mediaVideoPageSchema, request, signal);
}

export function fetchMediaVideo(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<MediaVideoDetail> {
  return getParsed('general/video-detail', mediaVideoDetailSchema, { slug, locale }, signal);
}

const webStoryPageSchema = z.object({ items: z.array(webStoryCardSchema), total: z.number().int() });

export function fetchWebStories(
  request: { locale: LocaleCode; vertical?: VehicleVertical } & MediaPaging,
  signal?: AbortSignal,
): Promise<{ items: WebStoryCard[]; total: number }> {
  return getParsed('general/web-stories', webStoryPageSchema, request, signal);
}

export function fetchWebStory(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<WebStoryDetail> {
  return getParsed('general/web-stories/detail', webStoryDetailSchema, { slug, locale }, signal);
}

export function fetch360Status(
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<View360Status> {
  return getParsed('v4/get-360-status', view360StatusSchema, { brandSlug, modelSlug }, signal);
}

export function fetch360Frames(
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<View360Frames> {
  return getParsed('v4/get-360-frames', view360FramesSchema, { brandSlug, modelSlug }, signal);
}

// ——— the media desk (editors and admins) ———

export function fetchAdminMedia(
  kind: AdminMediaKind,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<{ items: AdminMediaItem[] }> {
  return getParsed(`admin/media/${kind}`, adminMediaListSchema, { locale }, signal);
}

/** Publishes or withdraws a video, web story or expert review (and/or writes a title in one locale). */
export async function updateAdminMedia(
  kind: AdminMediaKind,
  slug: string,
  change: AdminMediaUpdate,
): Promise<void> {
  await getHttp().put(`admin/media/${kind}/${slug}`, change);
}
