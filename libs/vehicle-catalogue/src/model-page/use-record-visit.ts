import { useEffect } from 'react';
import { postRecentlyViewed } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { rememberVisitedModel } from '../recently-viewed';
import { modelPath } from './vertical-paths';
import { visitorId } from './visitor-id';

export interface VisitedModelInfo {
  brandSlug: string;
  slug: string;
  name: string;
  angleImage: string;
}

/**
 * Records a model page visit once its data is there: in `visitedModels` and with the API. A failed call
 * is only logged; the visitor never notices it.
 */
export function useRecordVisit(vertical: VehicleVertical, model: VisitedModelInfo | undefined): void {
  const key = model ? `${model.brandSlug}/${model.slug}` : undefined;
  useEffect(() => {
    if (!model) return;
    rememberVisitedModel({
      vertical,
      brandSlug: model.brandSlug,
      modelSlug: model.slug,
      name: model.name,
      link: modelPath(vertical, model.brandSlug, model.slug),
      image: model.angleImage,
    });
    postRecentlyViewed({
      visitorId: visitorId(),
      vertical,
      brandSlug: model.brandSlug,
      modelSlug: model.slug,
    }).catch((error: unknown) => console.error('Could not record the recently viewed model', error));
    // One record per model opened; a city change re-fetches the same model and must not record again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vertical, key]);
}
