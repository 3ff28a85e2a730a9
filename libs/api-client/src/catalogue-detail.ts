import { z } from 'zod';
import {
  modelDetailCall,
  modelDetailSchema,
  variantDetailCall,
  verticalDefinition,
  similarResponseSchema,
  variantDetailSchema,
  type LocaleCode,
  type ModelDetail,
  type ModelSummary,
  type RecentlyViewedBody,
  type VariantDetail,
  type VehicleVertical,
} from '@cvb/contracts';
import { getHttp } from './http';
import { getCall, getParsed } from './get-parsed';

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
  return getCall(modelDetailCall(verticalDefinition(vertical), query), modelDetailSchema, signal);
}

export interface VariantDetailRequest extends ModelDetailRequest {
  variantSlug: string;
}

export function fetchVariantDetail(
  vertical: VehicleVertical,
  query: VariantDetailRequest,
  signal?: AbortSignal,
): Promise<VariantDetail> {
  return getCall(variantDetailCall(verticalDefinition(vertical), query), variantDetailSchema, signal);
}

/** Models like the given one (`general/similar-data`). */
export async function fetchSimilarModels(
  type: VehicleVertical,
  slug: string,
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<ModelSummary[]> {
  return (await getParsed('general/similar-data', similarResponseSchema, { type, slug, locale }, signal))
    .data;
}

const recordedSchema = z.object({ ok: z.literal(true) });

/** Tells the API that a visitor opened a model page (`POST general/recently-viewed`). */
export async function postRecentlyViewed(body: RecentlyViewedBody): Promise<void> {
  const response = await getHttp().post<unknown>('general/recently-viewed', body);
  recordedSchema.parse(response.data);
}
