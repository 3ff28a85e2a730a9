import type {
  AccountMeResponse,
  AccountUserAnswer,
  AdminNewsDetail,
  AdminNewsListQuery,
  AdminNewsListResponse,
  ChangeOwnPasswordRequest,
  LeadDetail,
  LeadFilterQuery,
  LeadImportHistory,
  LeadImportRequest,
  LeadImportResult,
  LeadListQuery,
  LeadListResponse,
  ModerationActionRequest,
  ModerationActionResponse,
  ModerationKind,
  ModerationListQuery,
  ModerationListResponse,
  MyAdsResponse,
  MyReviewsResponse,
  NewsLocalizationRequest,
  ReviewEditRequest,
  ReviewRecordedResponse,
  NewsUpdateRequest,
  UpdateProfileRequest,
} from '@cvb/contracts';
import { getJson } from './get-json';
import { API_BASE_URL, getHttp } from './http';

async function send<T>(method: 'post' | 'put' | 'patch', path: string, body: object): Promise<T> {
  const response = await getHttp()[method]<T>(path, body);
  return response.data;
}

// ——— the signed-in user's own account (/account) ———

/** GET auth/me with the account fields (email, mobile, role) the account and admin pages need. */
export function fetchAccountMe(signal?: AbortSignal): Promise<AccountMeResponse> {
  return getJson('auth/me', undefined, signal);
}

/** PUT users/me: name and email (docs/domain.md#field-rules; a 400 carries the rule's message). */
export function updateMyProfile(request: UpdateProfileRequest): Promise<AccountUserAnswer> {
  return send('put', 'users/me', request);
}

/** POST change-password, signed-in mode: current and new password. */
export function changeMyPassword(request: ChangeOwnPasswordRequest): Promise<AccountUserAnswer> {
  return send('post', 'change-password', request);
}

export function fetchMyReviews(signal?: AbortSignal): Promise<MyReviewsResponse> {
  return getJson('users/me/reviews', undefined, signal);
}

export function fetchMyAds(signal?: AbortSignal): Promise<MyAdsResponse> {
  return getJson('users/me/ads', undefined, signal);
}

// ——— editors and admins (/admin) ———

export function fetchAdminNews(
  query: AdminNewsListQuery,
  signal?: AbortSignal,
): Promise<AdminNewsListResponse> {
  return getJson('admin/news', query, signal);
}

export function fetchAdminNewsArticle(id: number, signal?: AbortSignal): Promise<AdminNewsDetail> {
  return getJson(`admin/news/${id}`, undefined, signal);
}

/** PUT newsarticles/:id: title, summary, body, category and the published flag. */
export function updateNewsArticle(id: number, request: NewsUpdateRequest): Promise<AdminNewsDetail> {
  return send('put', `newsarticles/${id}`, request);
}

/** POST newsarticles/:id/localizations: adds or replaces the story in `request.locale`; answers that translation. */
export function saveNewsLocalization(id: number, request: NewsLocalizationRequest): Promise<AdminNewsDetail> {
  return send('post', `newsarticles/${id}/localizations`, request);
}

export function fetchAdminLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadListResponse> {
  return getJson('admin/leads', query, signal);
}

export function fetchAdminLead(id: number, signal?: AbortSignal): Promise<LeadDetail> {
  return getJson(`admin/leads/${id}`, undefined, signal);
}

/** Address of the CSV export of the filtered leads; a link to it downloads the file with the session cookie. */
export function leadsCsvUrl(filter: LeadFilterQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  return `${API_BASE_URL}/admin/leads/export${query ? `?${query}` : ''}`;
}

export function fetchLeadImports(signal?: AbortSignal): Promise<LeadImportHistory> {
  return getJson('import-lead-data', undefined, signal);
}

/** POST import-lead-data: `commit: false` checks the sheet, `commit: true` stores its new valid rows. */
export function uploadLeadSheet(request: LeadImportRequest): Promise<LeadImportResult> {
  return send('post', 'import-lead-data', request);
}

// ——— moderation: the user's own reviews, the editors' desk ———

/** PATCH users/me/reviews/:id: the reviewer's new title, text or ratings (a 400 carries the rule's message). */
export function editMyReview(id: number, request: ReviewEditRequest): Promise<ReviewRecordedResponse> {
  return send('patch', `users/me/reviews/${id}`, request);
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
  return getJson('admin/moderation', query, signal);
}

/** POST admin/moderation/:kind/:id: approve, reject, hide, restore or delete (a 400 names a missing reason). */
export function moderateItem(
  kind: ModerationKind,
  id: number,
  request: ModerationActionRequest,
): Promise<ModerationActionResponse> {
  return send('post', `admin/moderation/${kind}/${id}`, request);
}
