import {
  accountMeResponseSchema,
  accountUserAnswerSchema,
  adminNewsDetailSchema,
  adminNewsListResponseSchema,
  leadDetailSchema,
  leadImportHistorySchema,
  leadImportResultSchema,
  leadListResponseSchema,
  moderationActionResponseSchema,
  moderationListResponseSchema,
  reviewRecordedResponseSchema,
  myAdsResponseSchema,
  myReviewsResponseSchema,
  type AccountMeResponse,
  type AccountUserAnswer,
  type AdminNewsDetail,
  type AdminNewsListQuery,
  type AdminNewsListResponse,
  type ChangeOwnPasswordRequest,
  type LeadDetail,
  type LeadFilterQuery,
  type LeadImportHistory,
  type LeadImportRequest,
  type LeadImportResult,
  type LeadListQuery,
  type LeadListResponse,
  type ModerationActionRequest,
  type ModerationActionResponse,
  type ModerationKind,
  type ModerationListQuery,
  type ModerationListResponse,
  type MyAdsResponse,
  type MyReviewsResponse,
  type NewsLocalizationRequest,
  type ReviewEditRequest,
  type ReviewRecordedResponse,
  type NewsUpdateRequest,
  type UpdateProfileRequest,
} from '@cvb/contracts';
import type { z } from 'zod';
import { getParsed } from './get-parsed';
import { API_BASE_URL, getHttp } from './http';

async function sendParsed<T>(
  method: 'post' | 'put' | 'patch',
  path: string,
  body: object,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await getHttp()[method]<unknown>(path, body);
  return schema.parse(response.data);
}

// ——— the signed-in user's own account (/account) ———

/** GET auth/me with the account fields (email, mobile, role) the account and admin pages need. */
export function fetchAccountMe(signal?: AbortSignal): Promise<AccountMeResponse> {
  return getParsed('auth/me', accountMeResponseSchema, undefined, signal);
}

/** PUT users/me: name and email (SPEC §5 rules; a 400 carries the rule's message). */
export function updateMyProfile(request: UpdateProfileRequest): Promise<AccountUserAnswer> {
  return sendParsed('put', 'users/me', request, accountUserAnswerSchema);
}

/** POST change-password, signed-in mode: current and new password. */
export function changeMyPassword(request: ChangeOwnPasswordRequest): Promise<AccountUserAnswer> {
  return sendParsed('post', 'change-password', request, accountUserAnswerSchema);
}

export function fetchMyReviews(signal?: AbortSignal): Promise<MyReviewsResponse> {
  return getParsed('users/me/reviews', myReviewsResponseSchema, undefined, signal);
}

export function fetchMyAds(signal?: AbortSignal): Promise<MyAdsResponse> {
  return getParsed('users/me/ads', myAdsResponseSchema, undefined, signal);
}

// ——— editors and admins (/admin) ———

export function fetchAdminNews(
  query: AdminNewsListQuery,
  signal?: AbortSignal,
): Promise<AdminNewsListResponse> {
  return getParsed('admin/news', adminNewsListResponseSchema, query, signal);
}

export function fetchAdminNewsArticle(id: number, signal?: AbortSignal): Promise<AdminNewsDetail> {
  return getParsed(`admin/news/${id}`, adminNewsDetailSchema, undefined, signal);
}

/** PUT newsarticles/:id: title, summary, body, category and the published flag. */
export function updateNewsArticle(id: number, request: NewsUpdateRequest): Promise<AdminNewsDetail> {
  return sendParsed('put', `newsarticles/${id}`, request, adminNewsDetailSchema);
}

/** POST newsarticles/:id/localizations: adds or replaces the story in `request.locale`; answers that translation. */
export function saveNewsLocalization(id: number, request: NewsLocalizationRequest): Promise<AdminNewsDetail> {
  return sendParsed('post', `newsarticles/${id}/localizations`, request, adminNewsDetailSchema);
}

export function fetchAdminLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadListResponse> {
  return getParsed('admin/leads', leadListResponseSchema, query, signal);
}

export function fetchAdminLead(id: number, signal?: AbortSignal): Promise<LeadDetail> {
  return getParsed(`admin/leads/${id}`, leadDetailSchema, undefined, signal);
}

/** Address of the CSV export of the filtered leads; a link to it downloads the file with the session cookie. */
export function leadsCsvUrl(filter: LeadFilterQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  return `${API_BASE_URL}/admin/leads/export${query ? `?${query}` : ''}`;
}

export function fetchLeadImports(signal?: AbortSignal): Promise<LeadImportHistory> {
  return getParsed('import-lead-data', leadImportHistorySchema, undefined, signal);
}

/** POST import-lead-data: `commit: false` checks the sheet, `commit: true` stores its new valid rows. */
export function uploadLeadSheet(request: LeadImportRequest): Promise<LeadImportResult> {
  return sendParsed('post', 'import-lead-data', request, leadImportResultSchema);
}

// ——— moderation: the user's own reviews, the editors' desk ———

/** PATCH users/me/reviews/:id: the reviewer's new title, text or ratings (a 400 carries the rule's message). */
export function editMyReview(id: number, request: ReviewEditRequest): Promise<ReviewRecordedResponse> {
  return sendParsed('patch', `users/me/reviews/${id}`, request, reviewRecordedResponseSchema);
}

/** DELETE users/me/reviews/:id: the reviewer takes their own review down. */
export async function deleteMyReview(id: number): Promise<void> {
  await getHttp().delete(`users/me/reviews/${id}`);
}

/** GET admin/moderation: the queue of held items or what editors took down. */
export function fetchModeration(
  query: ModerationListQuery,
  signal?: AbortSignal,
): Promise<ModerationListResponse> {
  return getParsed('admin/moderation', moderationListResponseSchema, query, signal);
}

/** POST admin/moderation/:kind/:id: approve, reject, hide, restore or delete (a 400 names a missing reason). */
export function moderateItem(
  kind: ModerationKind,
  id: number,
  request: ModerationActionRequest,
): Promise<ModerationActionResponse> {
  return sendParsed('post', `admin/moderation/${kind}/${id}`, request, moderationActionResponseSchema);
}
