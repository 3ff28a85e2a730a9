import type { Palette } from '../palette';
import { line, path, polygon, rect } from '../svg';

export interface CabOverSize {
  /** x of the front bumper. */
  front: number;
  length: number;
  /** Underside of the cab above the ground. */
  floor: number;
  top: number;
  /** A roof deflector, as on long-haul tractors. */
  deflector?: boolean;
}

/** The side of a forward-control (cab-over) truck cab, facing right, with door, window, lamp and mirror. */
export function cabOverSide(
  { front, length, floor, top, deflector = false }: CabOverSize,
  palette: Palette,
): string {
  const rear = front - length;
  const height = top - floor;
  const screenFoot = -floor - height * 0.5;
  const noseTop = front - length * 0.07;
  /** x on the windscreen's slope at height y. */
  const slopeX = (y: number) => noseTop + ((front - noseTop) * (y + top)) / (screenFoot + top);
  const windowTop = -top + height * 0.1;
  const windowBottom = -floor - height * 0.52;
  const windowRear = rear + length * 0.42;
  const doorRear = rear + length * 0.36;
  return [
    deflector
      ? polygon(
          [
            [rear + length * 0.15, -top],
            [rear + length * 0.3, -top - height * 0.25],
            [noseTop - length * 0.05, -top - height * 0.25],
            [noseTop, -top],
          ],
          palette.bodyDark,
        )
      : '',
    path(
      `M${rear} ${-floor} L${rear} ${-top + 8} Q${rear} ${-top} ${rear + 8} ${-top} L${noseTop} ${-top} ` +
        `L${front} ${screenFoot} L${front} ${-floor} Z`,
      palette.body,
    ),
    rect(rear, -floor - height * 0.3, length, height * 0.07, palette.bodyLight, { outlined: false }),
    polygon(
      [
        [windowRear, windowTop],
        [slopeX(windowTop) - 5, windowTop],
        [slopeX(windowBottom) - 5, windowBottom],
        [windowRear, windowBottom],
      ],
      palette.glass,
    ),
    line(
      [
        [doorRear, -top + height * 0.05],
        [doorRear, -floor - 2],
      ],
      palette.bodyDark,
      1.6,
    ),
    line(
      [
        [slopeX(windowBottom) - 2, windowBottom],
        [front - 3, -floor - 2],
      ],
      palette.bodyDark,
      1.6,
    ),
    rect(doorRear + 8, -floor - height * 0.42, length * 0.1, 4, palette.metalDark, { outlined: false }),
    rect(front - 6, -floor - height * 0.26, 8, height * 0.12, palette.light, { radius: 2 }),
    rect(front - length * 0.2, -floor - 6, length * 0.2 + 5, Math.max(10, floor * 0.3), palette.metalDark, {
      radius: 2,
    }),
    rect(doorRear + length * 0.05, -floor + 2, length * 0.3, 5, palette.metalDark, { outlined: false }),
    line(
      [
        [slopeX(windowTop + 10), windowTop + 10],
        [front + 10, windowTop + 14],
      ],
      palette.metalDark,
      2.5,
    ),
    rect(front + 7, windowTop + 6, 6, height * 0.22, palette.metalDark, { radius: 2 }),
  ].join('');
}
