import type { ArtModel } from './art-model';
import { frame } from './frame';
import { paletteOf } from './palette';
import { shapeOf } from './shapes';
import { angleView } from './views/angle-view';
import { cabinView } from './views/cabin-view';
import { faceView } from './views/face-view';
import { sideView } from './views/side-view';
import type { ModelArtView } from './views';

const VIEW_NAMES: Record<ModelArtView, string> = {
  angle: 'front three-quarter view',
  side: 'side view',
  front: 'front view',
  rear: 'rear view',
  cabin: 'cabin view',
};

/** The SVG picture of a model from one view; the same model and view always give the same bytes. */
export function renderModelArt(model: ArtModel, view: ModelArtView): string {
  const palette = paletteOf(model.brandSlug);
  const shape = shapeOf(model, palette);
  const electric = model.fuelType === 'electric';
  const content =
    view === 'angle'
      ? angleView(shape)
      : view === 'side'
        ? sideView(shape)
        : view === 'front'
          ? faceView(shape.front)
          : view === 'rear'
            ? faceView(shape.rear)
            : cabinView(shape.cockpit, palette, electric);
  return frame({ title: `${model.name}, ${VIEW_NAMES[view]}`, electric, content });
}
