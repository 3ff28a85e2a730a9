import type { ArtModel } from '../vehicle-drawings/model-art';
import { CANVAS, frame } from '../vehicle-drawings/model-art/frame';
import { paletteOf } from '../vehicle-drawings/model-art/palette';
import { shapeOf } from '../vehicle-drawings/model-art/shapes';
import { angleView } from '../vehicle-drawings/model-art/views/angle-view';
import { faceView } from '../vehicle-drawings/model-art/views/face-view';
import { sideView } from '../vehicle-drawings/model-art/views/side-view';

/** Frames of a full turn in the 360° view. */
export const FRAMES_PER_TURN = 16;

type Base = 'front' | 'angle' | 'side' | 'rear';

/** Which drawn view stands in for an angle, mirrored for the far side, squeezed between views. */
function poseOf(degrees: number): { base: Base; mirror: boolean; squeeze: number } {
  const table: [number, Base, boolean, number][] = [
    [0, 'front', false, 1],
    [22.5, 'front', false, 0.85],
    [45, 'angle', false, 1],
    [67.5, 'side', false, 0.85],
    [90, 'side', false, 1],
    [112.5, 'side', false, 0.9],
    [135, 'side', false, 0.75],
    [157.5, 'rear', false, 0.85],
    [180, 'rear', false, 1],
    [202.5, 'rear', true, 0.85],
    [225, 'side', true, 0.75],
    [247.5, 'side', true, 0.9],
    [270, 'side', true, 1],
    [292.5, 'side', true, 0.85],
    [315, 'angle', true, 1],
    [337.5, 'front', true, 0.85],
  ];
  const [, base, mirror, squeeze] = table.reduce((best, row) =>
    Math.abs(row[0] - degrees) < Math.abs(best[0] - degrees) ? row : best,
  );
  return { base, mirror, squeeze };
}

/** Frame `index` of the model's 360° turn, as SVG (front first, turning to the left). */
export function renderRotationFrame(model: ArtModel, index: number): string {
  const palette = paletteOf(model.brandSlug);
  const shape = shapeOf(model, palette);
  const { base, mirror, squeeze } = poseOf((index * 360) / FRAMES_PER_TURN);
  const drawn =
    base === 'angle'
      ? angleView(shape)
      : base === 'side'
        ? sideView(shape)
        : faceView(base === 'front' ? shape.front : shape.rear);
  const centre = CANVAS.width / 2;
  const scaleX = (mirror ? -1 : 1) * squeeze;
  const content = `<g transform="translate(${centre} 0) scale(${scaleX} 1) translate(${-centre} 0)">${drawn}</g>`;
  return frame({
    title: `${model.name}, 360° view, frame ${index + 1} of ${FRAMES_PER_TURN}`,
    electric: model.fuelType === 'electric',
    content,
  });
}
