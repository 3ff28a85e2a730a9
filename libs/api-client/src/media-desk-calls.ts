import type {
  AdminExpertReview,
  AdminNewsDetail,
  ExpertReviewTextsUpdate,
  LocaleCode,
  MediaImageUpload,
} from '@cvb/contracts';
import { getJson } from './get-json';
import { getHttp } from './http';

// ——— the media desk's expert-review editor and editorial images (editors and admins) ———

export function fetchAdminExpertReview(
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<AdminExpertReview> {
  return getJson(`admin/media/expert-reviews/${slug}`, { locale }, signal);
}

/** PUT admin/media/expert-reviews/:slug/texts: one locale's texts whole; answers the saved review. */
export async function saveExpertReviewTexts(
  slug: string,
  request: ExpertReviewTextsUpdate,
): Promise<AdminExpertReview> {
  const response = await getHttp().put<AdminExpertReview>(
    `admin/media/expert-reviews/${slug}/texts`,
    request,
  );
  return response.data;
}

/** An uploaded image (its URL from `uploadMediaImage`) on the review, or null for the model's artwork. */
export async function setExpertReviewImage(slug: string, image: string | null): Promise<void> {
  await getHttp().put(`admin/media/expert-reviews/${slug}/image`, { image });
}

/** POST admin/media/images with the file's own bytes; the API checks and re-encodes them. */
export async function uploadMediaImage(file: Blob): Promise<MediaImageUpload> {
  const response = await getHttp().post<MediaImageUpload>('admin/media/images', file, {
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return response.data;
}

/** PUT newsarticles/:id/image: an uploaded image on the story in every locale; answers the article. */
export async function setNewsImage(id: number, image: string): Promise<AdminNewsDetail> {
  const response = await getHttp().put<AdminNewsDetail>(`newsarticles/${id}/image`, { image });
  return response.data;
}
