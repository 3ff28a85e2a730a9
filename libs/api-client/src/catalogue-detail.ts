import {
  modelDetailCall,
  variantDetailCall,
  verticalDefinition,
  type LocaleCode,
  type ModelDetail,
  type ModelSummary,
  type RecentlyViewedBody,
  type VariantDetail,
  type VehicleVertical,
} from '@cvb/contracts';
import { getHttp } from './http';
import { getCall, getJson } from './get-json';

/** The city and language are always sent, so the call matches the one the server inlines for the page. */
export interface ModelDetailRequest {
  brandSlug: string;
  modelSlug: string;
  city: string;
  locale: LocaleCode;
}

export function fetchModelDetail(
  vertical: VehicleVertical,
  query: ModelDetailRequest,
  signal?: AbortSignal,
): Promise<ModelDetail> {
  return getCall(modelDetailCall(verticalDefinition(vertical), query), signal);
}

export interface VariantDetailRequest extends ModelDetailRequest {
  variantSlug: string;
}

export function fetchVariantDetail(
  vertical: VehicleVertical,
  query: VariantDetailRequest,
  signal?: AbortSignal,
): Promise<VariantDetail> {
  return getCall(variantDetailCall(verticalDefinition(vertical), query), signal);
}

/** Models like the given one (`general/similar-data`). */
export async function fetchSimilarModels(
  type: VehicleVertical,
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<ModelSummary[]> {
  return (await getJson<{ data: ModelSummary[] }>('general/similar-data', { type, slug, locale }, signal))
    .data;
}

/** Tells the API that a visitor opened a model page (`POST general/recently-viewed`). */
export async function postRecentlyViewed(body: RecentlyViewedBody): Promise<void> {
  await getHttp().post<{ ok: true }>('general/recently-viewed', body);
}
