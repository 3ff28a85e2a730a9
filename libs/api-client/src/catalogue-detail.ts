import { z } from 'zod';
import {
  modelDetailSchema,
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
import { getParsed } from './get-parsed';

/** Path segment of a vertical's catalogue calls (`trucks/model-detail`). */
const CATALOGUE_PREFIX: Record<VehicleVertical, string> = {
  truck: 'trucks',
  bus: 'buses',
  'three-wheeler': 'three-wheelers',
  tractor: 'tractors',
  infra: 'infra',
};

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
  return getParsed(`${CATALOGUE_PREFIX[vertical]}/model-detail`, modelDetailSchema, query, signal);
}

export interface VariantDetailRequest extends ModelDetailRequest {
  variantSlug: string;
}

export function fetchVariantDetail(
  vertical: VehicleVertical,
  query: VariantDetailRequest,
  signal?: AbortSignal,
): Promise<VariantDetail> {
  return getParsed(`${CATALOGUE_PREFIX[vertical]}/variant-detail`, variantDetailSchema, query, signal);
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
