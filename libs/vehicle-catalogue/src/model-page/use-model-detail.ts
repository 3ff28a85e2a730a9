import { useRef } from 'react';
import { useSearchParams } from '@cvb/router';
import { fetchModelDetail, fetchModelPreview, useApiData, type ApiData } from '@cvb/api-client';
import {
  PREVIEW_PARAMETER,
  previewModelId,
  type LocaleCode,
  type ModelDetail,
  type VehicleVertical,
} from '@cvb/contracts';

export interface ModelDetailRequest {
  brandSlug: string;
  modelSlug: string;
  city: string;
  locale: LocaleCode;
}

/**
 * The model page's answer. Under `?preview=<model id>` an editor gets the draft's answer (`preview` true); anyone
 * the API refuses it to (or when it fails) gets the published page, as without the parameter.
 */
export function useModelDetail(
  vertical: VehicleVertical,
  request: ModelDetailRequest,
): { detail: ApiData<ModelDetail>; preview: boolean } {
  const [search] = useSearchParams();
  const previewId = previewModelId(search.get(PREVIEW_PARAMETER));
  const shownPreview = useRef(false);
  const { brandSlug, modelSlug, city, locale } = request;
  const detail = useApiData(
    (signal) => {
      // Without a preview the page's own call, as the server inlined it (its answer is in the first view).
      if (previewId === null) return fetchModelDetail(vertical, request, signal);
      return fetchModelPreview(previewId, { city, locale }, signal).then(
        (draft) => {
          shownPreview.current = true;
          return draft;
        },
        (error: unknown) => {
          if (signal.aborted) throw error;
          shownPreview.current = false;
          return fetchModelDetail(vertical, request, signal);
        },
      );
    },
    `${vertical}/${brandSlug}/${modelSlug}?city=${city}&locale=${locale}${previewId === null ? '' : `&preview=${previewId}`}`,
  );
  return { detail, preview: previewId !== null && detail.status === 'ready' && shownPreview.current };
}
