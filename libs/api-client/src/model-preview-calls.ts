import type { DeskPreviewQuery, ModelDetail } from '@cvb/contracts';
import { getJson } from './get-json';

/**
 * GET admin/catalogue/models/:id/preview (editors and admins): the model page's answer made from the model's draft.
 * Anyone else is refused (401/403), and the page then shows the published version.
 */
export function fetchModelPreview(
  modelId: number,
  query: DeskPreviewQuery,
  signal?: AbortSignal,
): Promise<ModelDetail> {
  return getJson(`admin/catalogue/models/${modelId}/preview`, query, signal);
}
