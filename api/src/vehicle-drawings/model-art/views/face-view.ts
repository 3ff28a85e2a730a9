import type { FaceDrawing } from '../shape';
import { ellipse, group } from '../svg';
import { placeOnStage } from './fit';

/** A front or rear face on the stage, wheels behind the body, over an oval shadow. */
export function faceView(face: FaceDrawing): string {
  const half = face.width / 2 + 22;
  const place = placeOnStage({ minX: -half, maxX: half, minY: -face.height - 6, maxY: 0 }, 2.6);
  const [cx, ground] = place.at([0, 0]);
  return [
    ellipse(cx, ground + 2, place.scale * half * 1.1, 10, 'rgba(29,39,51,0.2)'),
    group(place.transform, face.wheels, face.body),
  ].join('');
}
