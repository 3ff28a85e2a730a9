import { angleImageOf } from '../../vehicle-drawings/model-art/art-url';
import { artPath } from '../../stories-and-videos/site-image';

/**
 * The picture a link preview and the Product show of a model: its stored photo, or else its generated 3/4
 * view as a WebP (link previews do not show SVG).
 */
export function modelPicture(model: { brandSlug: string; slug: string; angleImage: string | null }): string {
  const card = angleImageOf(model);
  return card.endsWith('.svg') ? `${artPath(model.brandSlug, model.slug)}?w=1280` : card;
}
