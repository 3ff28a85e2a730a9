import type {
  DeskBrand,
  DeskBrandCreate,
  DeskBrandList,
  DeskBrandListQuery,
  DeskBrandUpdate,
  DeskDealer,
  DeskDealerCreate,
  DeskDealerList,
  DeskDealerListQuery,
  DeskDealerUpdate,
  DeskDiscontinue,
  DeskDraftSave,
  DeskHistory,
  DeskLaunchAnswer,
  DeskModel,
  DeskModelCreate,
  DeskPictureUpload,
  DeskRestore,
  DeskSearchAnswer,
  DeskSearchQuery,
  LocaleCode,
  PriceHistory,
  PriceImportRequest,
  PriceImportResult,
} from '@cvb/contracts';
import { getJson } from './get-json';
import { API_BASE_URL, getHttp } from './http';

// ——— the catalogue desk (/admin/catalogue; editors and admins) ———
// Every write takes the editor's language: a 400 answers `DeskFailure` (message in that language, `field`,
// `missing`); a write based on an older `version` answers 409 `DeskConflict` ({ message, changedBy, changedAt,
// current }) — axios rejects with the answer in `error.response.data`.

const DESK = 'admin/catalogue';

async function send<T>(
  method: 'post' | 'put' | 'delete',
  path: string,
  locale: LocaleCode,
  body?: object,
): Promise<T> {
  const response = await getHttp().request<T>({ method, url: path, params: { locale }, data: body });
  return response.data;
}

/** GET admin/catalogue/search: brands, models and variants by name, vertical, brand and status. */
export function searchCatalogueDesk(query: DeskSearchQuery, signal?: AbortSignal): Promise<DeskSearchAnswer> {
  return getJson(`${DESK}/search`, query, signal);
}

export function fetchDeskBrands(query: DeskBrandListQuery, signal?: AbortSignal): Promise<DeskBrandList> {
  return getJson(`${DESK}/brands`, query, signal);
}

export function fetchDeskBrand(id: number, signal?: AbortSignal): Promise<DeskBrand> {
  return getJson(`${DESK}/brands/${id}`, undefined, signal);
}

/** POST admin/catalogue/brands: live at once (201). */
export function createDeskBrand(request: DeskBrandCreate, locale: LocaleCode): Promise<DeskBrand> {
  return send('post', `${DESK}/brands`, locale, request);
}

/** PUT admin/catalogue/brands/:id with the `version` it was based on. */
export function updateDeskBrand(
  id: number,
  request: DeskBrandUpdate,
  locale: LocaleCode,
): Promise<DeskBrand> {
  return send('put', `${DESK}/brands/${id}`, locale, request);
}

/** GET admin/catalogue/models/:id: the live version, the draft, the version to send back. */
export function fetchDeskModel(id: number, signal?: AbortSignal): Promise<DeskModel> {
  return getJson(`${DESK}/models/${id}`, undefined, signal);
}

/** POST admin/catalogue/models: a new model's first draft (nothing public until it is published). */
export function createDeskModel(request: DeskModelCreate, locale: LocaleCode): Promise<DeskModel> {
  return send('post', `${DESK}/models`, locale, request);
}

/** PUT admin/catalogue/models/:id/draft: saves the draft. */
export function saveDeskDraft(id: number, request: DeskDraftSave, locale: LocaleCode): Promise<DeskModel> {
  return send('put', `${DESK}/models/${id}/draft`, locale, request);
}

/** DELETE admin/catalogue/models/:id/draft?version=: drops the draft. */
export async function discardDeskDraft(id: number, version: number, locale: LocaleCode): Promise<DeskModel> {
  const response = await getHttp().delete<DeskModel>(`${DESK}/models/${id}/draft`, {
    params: { locale, version },
  });
  return response.data;
}

/** POST admin/catalogue/models/:id/publish: the draft goes live in one transaction. */
export function publishDeskModel(id: number, version: number, locale: LocaleCode): Promise<DeskModel> {
  return send('post', `${DESK}/models/${id}/publish`, locale, { version });
}

/** POST admin/catalogue/models/:id/launch: upcoming → on sale, and the "alert me" SMS to its subscribers. */
export function launchDeskModel(id: number, version: number, locale: LocaleCode): Promise<DeskLaunchAnswer> {
  return send('post', `${DESK}/models/${id}/launch`, locale, { version });
}

/** POST admin/catalogue/models/:id/discontinue with an optional successor. */
export function discontinueDeskModel(
  id: number,
  request: DeskDiscontinue,
  locale: LocaleCode,
): Promise<DeskModel> {
  return send('post', `${DESK}/models/${id}/discontinue`, locale, request);
}

/** GET admin/catalogue/models/:id/history: every publish, newest first, field by field. */
export function fetchDeskHistory(id: number, signal?: AbortSignal): Promise<DeskHistory> {
  return getJson(`${DESK}/models/${id}/history`, undefined, signal);
}

/** POST admin/catalogue/models/:id/restore: an earlier published version becomes the draft. */
export function restoreDeskVersion(id: number, request: DeskRestore, locale: LocaleCode): Promise<DeskModel> {
  return send('post', `${DESK}/models/${id}/restore`, locale, request);
}

export function fetchDeskDealers(query: DeskDealerListQuery, signal?: AbortSignal): Promise<DeskDealerList> {
  return getJson(`${DESK}/dealers`, query, signal);
}

export function createDeskDealer(request: DeskDealerCreate, locale: LocaleCode): Promise<DeskDealer> {
  return send('post', `${DESK}/dealers`, locale, request);
}

export function updateDeskDealer(
  id: number,
  request: DeskDealerUpdate,
  locale: LocaleCode,
): Promise<DeskDealer> {
  return send('put', `${DESK}/dealers/${id}`, locale, request);
}

/** POST admin/catalogue/dealers/:id/close: it leaves the site's dealer lists. */
export function closeDeskDealer(id: number, version: number, locale: LocaleCode): Promise<DeskDealer> {
  return send('post', `${DESK}/dealers/${id}/close`, locale, { version });
}

/** POST admin/catalogue/price-imports: `apply: false` is the dry run; `apply: true` all rows or none. */
export function importDeskPrices(
  request: PriceImportRequest,
  locale: LocaleCode,
): Promise<PriceImportResult> {
  return send('post', `${DESK}/price-imports`, locale, request);
}

/** Address of the sample price sheet (a link to it downloads the file with the session cookie). */
export function priceSheetSampleUrl(format: 'csv' | 'xlsx'): string {
  return `${API_BASE_URL}/${DESK}/price-imports/sample.${format}`;
}

/** POST admin/catalogue/pictures with the file's own bytes; the API resizes it and answers its address. */
export async function uploadDeskPicture(file: Blob): Promise<DeskPictureUpload> {
  const response = await getHttp().post<DeskPictureUpload>(`${DESK}/pictures`, file, {
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return response.data;
}

/** GET {prefix}/price-history/:brand/:model (public): each variant's prices, for the model page. */
export function fetchPriceHistory(
  apiPrefix: string,
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<PriceHistory> {
  return getJson(`${apiPrefix}/price-history/${brandSlug}/${modelSlug}`, undefined, signal);
}
