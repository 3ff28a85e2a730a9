import {
  storyDetailCall,
  storyListCall,
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
import { getCall, getJson } from './get-json';
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
  return getCall(storyListCall(kind, request), signal);
}

/** One news story or article with its sanitized body; rejects with a 404 for an unknown slug. */
export function fetchStoryDetail(
  kind: StoryKind,
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<StoryDetail> {
  return getCall(storyDetailCall(kind, slug, locale), signal);
}

export function fetchAuthorPage(
  slug: string,
  locale: LocaleCode,
  paging: MediaPaging = {},
  signal?: AbortSignal,
): Promise<AuthorPage> {
  return getJson('v4/author-news-articles', { authorSlug: slug, locale, ...paging }, signal);
}

export function fetchExpertReviews(
  request: { locale: LocaleCode; vertical?: VehicleVertical } & MediaPaging,
  signal?: AbortSignal,
): Promise<{ items: ExpertReviewCard[]; total: number }> {
  return getJson('general/expert-review', request, signal);
}

export function fetchExpertReview(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<ExpertReviewDetail> {
  return getJson('general/expert-review/detail', { slug, locale }, signal);
}

export interface MediaVideoRequest extends MediaPaging {
  locale: LocaleCode;
  vertical?: VehicleVertical;
  brandSlug?: string;
  modelSlug?: string;
  section?: VideoSection;
}

export function fetchMediaVideos(request: MediaVideoRequest, signal?: AbortSignal): Promise<MediaVideoPage> {
  return getJson('general/video', request, signal);
}

export function fetchMediaVideo(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<MediaVideoDetail> {
  return getJson('general/video-detail', { slug, locale }, signal);
}

export function fetchWebStories(
  request: { locale: LocaleCode; vertical?: VehicleVertical } & MediaPaging,
  signal?: AbortSignal,
): Promise<{ items: WebStoryCard[]; total: number }> {
  return getJson('general/web-stories', request, signal);
}

export function fetchWebStory(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<WebStoryDetail> {
  return getJson('general/web-stories/detail', { slug, locale }, signal);
}

export function fetch360Status(
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<View360Status> {
  return getJson('v4/get-360-status', { brandSlug, modelSlug }, signal);
}

export function fetch360Frames(
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<View360Frames> {
  return getJson('v4/get-360-frames', { brandSlug, modelSlug }, signal);
}

// ——— the media desk (editors and admins) ———

export function fetchAdminMedia(
  kind: AdminMediaKind,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<{ items: AdminMediaItem[] }> {
  return getJson(`admin/media/${kind}`, { locale }, signal);
}

/** Publishes or withdraws a video, web story or expert review (and/or writes a title in one locale). */
export async function updateAdminMedia(
  kind: AdminMediaKind,
  slug: string,
  change: AdminMediaUpdate,
): Promise<void> {
  await getHttp().put(`admin/media/${kind}/${slug}`, change);
}
