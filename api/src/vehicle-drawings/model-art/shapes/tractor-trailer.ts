import { cabOverFront } from '../faces';
import { rearFace } from '../rear-face';
import type { Palette } from '../palette';
import type { VehicleShape } from '../shape';
import { line, rect } from '../svg';
import { sideWheels, wheelArch } from '../wheels';
import { cabOverSide } from './cab-over-side';

const CONTAINER = '#c5d0db';
const RADIUS = 25;

function container(length: number, floor: number, top: number, palette: Palette): string {
  const ribs = Math.floor(length / 16);
  return [
    rect(0, -top, length, top - floor, CONTAINER, { radius: 3 }),
    ...Array.from({ length: ribs - 1 }, (_, k) =>
      line(
        [
          [16 * (k + 1), -top + 4],
          [16 * (k + 1), -floor - 4],
        ],
        '#aab7c4',
        2,
      ),
    ),
    rect(0, -floor - 8, length, 10, palette.metalDark, { outlined: false }),
    rect(length * 0.3, -top + (top - floor) * 0.35, length * 0.4, (top - floor) * 0.22, palette.body, {
      outlined: false,
    }),
  ].join('');
}

/** A tractor-trailer: a three-axle tractor with a long container semi-trailer on its fifth wheel. */
export function tractorTrailer(axles: number, palette: Palette): VehicleShape {
  const trailerAxles = Math.max(2, axles - 3);
  const length = 820;
  const trailerLength = 640;
  const trailerXs = Array.from({ length: trailerAxles }, (_, k) => 60 + k * RADIUS * 2.2);
  const tractorXs = [600, 600 + RADIUS * 2.2, 770];
  const side = [
    container(trailerLength, 72, 212, palette),
    line(
      [
        [470, -64],
        [470, -12],
      ],
      palette.metalDark,
      5,
    ),
    rect(460, -12, 20, 6, palette.metalDark, { outlined: false }),
    rect(560, -60, 250, 12, palette.metalDark, { outlined: false }),
    rect(668, -70, 46, 26, palette.metal, { radius: 8 }),
    cabOverSide({ front: length, length: 96, floor: 58, top: 176, deflector: true }, palette),
    ...[...trailerXs, ...tractorXs].map((x) => wheelArch(x, RADIUS, palette)),
    sideWheels(trailerXs, RADIUS, palette, { twinRear: true }),
    sideWheels(tractorXs, RADIUS, palette, { twinRear: true }),
  ].join('');
  return {
    length,
    height: 216,
    side,
    front: cabOverFront({ width: 124, floor: 58, top: 176, palette, tyreHeight: RADIUS * 2 }),
    rear: rearFace({
      width: 124,
      floor: 72,
      top: 212,
      style: 'box',
      palette,
      tyreHeight: RADIUS * 2,
      colour: CONTAINER,
    }),
    cockpit: 'cab',
    flushFront: true,
  };
}
