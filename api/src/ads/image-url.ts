import { modelArtUrl } from '../vehicle-drawings/model-art/art-url';
import { MODEL_ART_VIEWS, type ModelArtView } from '../vehicle-drawings/model-art/views';

/**
 * An ad photo's path is a storage key (`ads/<name>.webp`, served at /api/uploads/…) or, for the seeded ads, a model
 * drawing (`drawing:<brand>/<model>/<view>`, served by the model drawings route) — the repo's local pictures, so a
 * fresh start shows photos without any file on disk (docs/domain.md#seed-data).
 */
const DRAWING = /^drawing:([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z]+)$/;

export const drawingPhotoPath = (brandSlug: string, modelSlug: string, view: ModelArtView): string =>
  `drawing:${brandSlug}/${modelSlug}/${view}`;

/** Where a stored ad photo is served. */
export function imageUrlOf(path: string): string {
  const drawing = DRAWING.exec(path);
  if (drawing) {
    const [, brandSlug = '', modelSlug = '', view = ''] = drawing;
    const known = MODEL_ART_VIEWS.find((candidate) => candidate === view);
    if (known) return modelArtUrl(brandSlug, modelSlug, known);
  }
  return `/api/uploads/${path}`;
}
