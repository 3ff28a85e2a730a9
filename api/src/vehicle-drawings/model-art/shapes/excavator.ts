import type { Palette } from '../palette';
import type { FaceDrawing, VehicleShape } from '../shape';
import { circle, line, path, polygon, rect } from '../svg';

function tracks(palette: Palette): string {
  return [
    rect(18, -42, 206, 40, palette.tyre, { radius: 20 }),
    rect(30, -34, 182, 24, palette.metalDark, { radius: 12 }),
    ...[46, 78, 110, 142, 174].map((x) => circle(x, -18, 7, palette.metal)),
    circle(36, -22, 13, palette.metal),
    circle(206, -22, 13, palette.metal),
  ].join('');
}

function boom(palette: Palette): string {
  return [
    polygon(
      [
        [192, -72],
        [212, -94],
        [266, -194],
        [288, -190],
        [282, -172],
        [224, -70],
      ],
      palette.body,
    ),
    line(
      [
        [206, -100],
        [252, -168],
      ],
      '#c0c6ce',
      5,
    ),
    polygon(
      [
        [270, -198],
        [290, -190],
        [318, -88],
        [302, -82],
      ],
      palette.body,
    ),
    path('M298 -88 L326 -90 L332 -44 Q320 -30 302 -34 L296 -52 Z', palette.metalDark),
  ].join('');
}

function faces(palette: Palette): { front: FaceDrawing; rear: FaceDrawing } {
  const trackPair = [-1, 1]
    .map((sign) => rect(sign * 70 - 20, -42, 40, 42, palette.tyre, { radius: 8 }))
    .join('');
  const house = rect(-86, -102, 172, 58, palette.body, { radius: 6 });
  const cabBlock = rect(-84, -170, 52, 70, palette.body, { radius: 4 });
  const front = [
    house,
    cabBlock,
    rect(-78, -162, 40, 52, palette.glass, { radius: 3 }),
    rect(2, -204, 30, 160, palette.body, { radius: 4 }),
    line(
      [
        [-6, -120],
        [-6, -190],
      ],
      '#c0c6ce',
      5,
    ),
    rect(-6, -46, 50, 40, palette.metalDark, { radius: 5 }),
    rect(-80, -92, 12, 8, palette.light, { radius: 2 }),
  ].join('');
  const rear = [
    house,
    cabBlock,
    rect(-76, -160, 36, 30, palette.glassDark, { radius: 3 }),
    rect(-88, -96, 176, 44, palette.bodyDark, { radius: 14 }),
    rect(-76, -80, 12, 8, palette.tailLight, { radius: 2 }) +
      rect(64, -80, 12, 8, palette.tailLight, { radius: 2 }),
  ].join('');
  return {
    front: { width: 180, height: 204, body: front, wheels: trackPair },
    rear: { width: 180, height: 170, body: rear, wheels: trackPair },
  };
}

/** A crawler excavator: tracks, slewing house with counterweight, cab, boom, arm and bucket. */
export function excavator(palette: Palette): VehicleShape {
  const side = [
    tracks(palette),
    rect(98, -50, 50, 10, palette.metalDark, { outlined: false }),
    path('M14 -50 L210 -50 L210 -102 L36 -102 Q14 -102 14 -80 Z', palette.body),
    path('M6 -52 L60 -52 L60 -96 L20 -96 Q6 -96 6 -82 Z', palette.bodyDark),
    ...[76, 90, 104, 118].map((x) =>
      line(
        [
          [x, -100],
          [x, -90],
        ],
        palette.bodyDark,
        2,
      ),
    ),
    rect(148, -168, 60, 68, palette.body, { radius: 4 }),
    polygon(
      [
        [156, -160],
        [200, -160],
        [200, -108],
        [156, -108],
      ],
      palette.glass,
    ),
    boom(palette),
  ].join('');
  return { length: 332, height: 204, side, ...faces(palette), cockpit: 'machine', flushFront: false };
}
