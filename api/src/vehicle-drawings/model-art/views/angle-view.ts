import type { VehicleShape } from '../shape';
import { group, matrix, num } from '../svg';
import { boundsOf } from './fit';
import { placeOnStage } from './fit';

/** Foreshortening of the side and the front in the 3/4 view, and how steeply each recedes. */
const SIDE = { scale: 0.8, skew: 0.1 };
const FRONT = { scale: 0.6, skew: 0.22 };

/**
 * The 3/4 front view: the side profile receding to the left and the front face turned to the right,
 * meeting at the front corner, over the shadow of the vehicle's footprint.
 */
export function angleView(shape: VehicleShape): string {
  const { length, height, front } = shape;
  const corner: [number, number] = [SIDE.scale * length, SIDE.skew * length];
  const across = (x: number, y: number): [number, number] => [
    corner[0] + FRONT.scale * (x + front.width / 2),
    corner[1] - FRONT.skew * (x + front.width / 2) + y,
  ];
  const footprint: [number, number][] = [
    [0, 0],
    corner,
    across(front.width / 2, 0),
    [FRONT.scale * front.width, -FRONT.skew * front.width],
  ];
  const frontTop = shape.flushFront ? [across(front.width / 2 + 24, -front.height)] : [];
  const bounds = boundsOf([...footprint, [0, -height], [corner[0] + 12, corner[1] - height], ...frontTop]);
  const place = placeOnStage({ ...bounds, maxY: bounds.maxY + 4 });
  const shadow = footprint
    .map((point, index) => {
      const [x, y] = place.at(point);
      const grow = index === 0 || index === 3 ? -10 : 10;
      return `${num(x + grow)},${num(y + (index < 2 ? 6 : -2))}`;
    })
    .join(' ');
  const sideMatrix = matrix(SIDE.scale, SIDE.skew, 0, 1, 0, 0);
  const frontMatrix = matrix(FRONT.scale, -FRONT.skew, 0, 1, ...across(0, 0));
  return [
    `<polygon points="${shadow}" fill="rgba(29,39,51,0.2)"/>`,
    group(
      place.transform,
      group(sideMatrix, shape.side),
      shape.flushFront ? group(frontMatrix, front.body) : '',
    ),
  ].join('');
}
