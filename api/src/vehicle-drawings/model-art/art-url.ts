import { MODEL_ART_VIEWS, type ModelArtView } from './views';

/** Where the generated picture of a model from one view is served. */
export function modelArtUrl(brandSlug: string, modelSlug: string, view: ModelArtView): string {
  return `/api/media/models/${brandSlug}/${modelSlug}/${view}.svg`;
}

interface StoredPictures {
  brandSlug: string;
  slug: string;
  angleImage: string | null;
  gallery: string[];
}

// Older seeds stored the brand logo as a stand-in picture; a stand-in is no photo of the model.
const isPhoto = (url: string | null): url is string => url !== null && !url.startsWith('/api/media/logos/');

/** The model's card picture: its stored photo, or else its generated 3/4 view. */
export function angleImageOf(model: Omit<StoredPictures, 'gallery'>): string {
  return isPhoto(model.angleImage) ? model.angleImage : modelArtUrl(model.brandSlug, model.slug, 'angle');
}

/** The model's gallery: its stored photos, or else its five generated views. */
export function galleryOf(model: StoredPictures): string[] {
  const photos = model.gallery.filter(isPhoto);
  if (photos.length > 0) return photos;
  return MODEL_ART_VIEWS.map((view) => modelArtUrl(model.brandSlug, model.slug, view));
}
