import type {
  AdCatalogueOptions,
  AdCatalogueQuery,
  CreatedUsedVehicleAd,
  UsedVehicleAd,
  UsedVehicleAdInput,
  UsedVehicleAdListQuery,
  UsedVehicleAdListResponse,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { isAccountFailure, isErrorResponse } from './answer-shapes';
import { getJson } from './get-json';
import { getHttp } from './http';

/** Active used-vehicle ads matching the filters (newest first) and how many match in all. */
export function fetchUsedVehicleAds(
  query: UsedVehicleAdListQuery,
  signal?: AbortSignal,
): Promise<UsedVehicleAdListResponse> {
  return getJson('used-vehicle-ads', query, signal);
}

/**
 * Posts a new ad with its photos in one multipart request (the API stores all or nothing);
 * `onProgress` gets the uploaded fraction (0..1) while the photos travel. Rejects on 400/401/413.
 */
export async function postUsedVehicleAd(
  ad: UsedVehicleAdInput,
  photos: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<UsedVehicleAd> {
  const form = new FormData();
  form.append('ad', JSON.stringify(ad));
  for (const photo of photos) form.append('images', photo, photo.name);
  const response = await getHttp().post<CreatedUsedVehicleAd>('used-vehicle-ads', form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
  return response.data.ad;
}

export interface AdPostFailure {
  /** HTTP status, or null when no answer came (network down, timeout). */
  status: number | null;
  /** The API's message (400 names the field or is a docs/domain.md#field-rules text; 401 and 413 explain too), else null. */
  message: string | null;
}

export function adPostFailureOf(error: unknown): AdPostFailure {
  if (!isAxiosError(error) || !error.response) return { status: null, message: null };
  const data: unknown = error.response.data;
  const message = isErrorResponse(data) || isAccountFailure(data) ? data.message : null;
  return { status: error.response.status, message };
}

/** The sell form's pick lists: brands of a vertical, models of a brand, variants of a model. */
export function fetchAdCatalogueOptions(
  query: AdCatalogueQuery,
  signal?: AbortSignal,
): Promise<AdCatalogueOptions> {
  return getJson('used-vehicle-ads/catalogue-options', query, signal);
}
