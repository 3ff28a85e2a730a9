import type { VehicleShape } from '../shape';
import { ellipse, group } from '../svg';
import { placeOnStage } from './fit';

/** The side profile on the stage, over an oval ground shadow. */
export function sideView(shape: VehicleShape): string {
  const place = placeOnStage({ minX: -4, maxX: shape.length + 14, minY: -shape.height, maxY: 0 });
  const [left, ground] = place.at([0, 0]);
  const [right] = place.at([shape.length, 0]);
  return [
    ellipse((left + right) / 2, ground + 2, (right - left) / 2 + 18, 9, 'rgba(29,39,51,0.2)'),
    group(place.transform, shape.side),
  ].join('');
}
