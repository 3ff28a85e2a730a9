import type { Palette } from '../palette';
import type { FaceDrawing, VehicleShape } from '../shape';
import { line, path, polygon, rect } from '../svg';
import { luggedWheel, wheelArch } from '../wheels';

function boom(palette: Palette): string {
  return [
    polygon(
      [
        [32, -86],
        [46, -104],
        [236, -172],
        [230, -152],
      ],
      palette.body,
    ),
    polygon(
      [
        [222, -160],
        [236, -170],
        [320, -200],
        [318, -186],
      ],
      palette.bodyLight,
    ),
    line(
      [
        [118, -86],
        [140, -128],
      ],
      '#c0c6ce',
      7,
    ),
    line(
      [
        [318, -190],
        [318, -104],
      ],
      '#1b2026',
      1.5,
    ),
    rect(310, -106, 16, 16, palette.bodyDark, { radius: 3 }),
    path('M318 -90 L318 -80 Q318 -72 312 -74', 'none'),
  ].join('');
}

function faces(palette: Palette): { front: FaceDrawing; rear: FaceDrawing } {
  const tyres = [-1, 1]
    .map((sign) => rect(sign * 50 - 14, -52, 28, 52, palette.tyre, { radius: 6 }))
    .join('');
  const chassis = rect(-60, -84, 120, 44, palette.body, { radius: 5 });
  const front = [
    chassis,
    rect(-58, -140, 52, 66, palette.body, { radius: 6 }),
    rect(-52, -132, 40, 34, palette.glass, { radius: 3 }),
    rect(4, -206, 24, 130, palette.bodyLight, { radius: 4 }),
    line(
      [
        [16, -76],
        [16, -30],
      ],
      '#1b2026',
      1.5,
    ),
    rect(8, -36, 16, 16, palette.bodyDark, { radius: 3 }),
    rect(-50, -58, 12, 8, palette.light, { radius: 2 }) + rect(38, -58, 12, 8, palette.light, { radius: 2 }),
  ].join('');
  const rear = [
    chassis,
    rect(-56, -98, 112, 40, palette.bodyDark, { radius: 6 }),
    rect(-10, -150, 24, 54, palette.body, { radius: 4 }),
    rect(-50, -70, 12, 8, palette.tailLight, { radius: 2 }) +
      rect(38, -70, 12, 8, palette.tailLight, { radius: 2 }),
  ].join('');
  return {
    front: { width: 124, height: 206, body: front, wheels: tyres },
    rear: { width: 124, height: 150, body: rear, wheels: tyres },
  };
}

/** A pick-and-carry crane (Hydra class): low chassis, cab in front, boom over the cab with its hook. */
export function crane(palette: Palette): VehicleShape {
  const side = [
    rect(6, -92, 34, 56, palette.bodyDark, { radius: 4 }),
    path('M20 -32 L20 -84 L246 -84 L262 -32 Z', palette.body),
    rect(246, -134, 54, 80, palette.body, { radius: 5 }),
    polygon(
      [
        [254, -126],
        [292, -126],
        [292, -94],
        [254, -94],
      ],
      palette.glass,
    ),
    rect(292, -60, 10, 8, palette.light, { radius: 2 }),
    boom(palette),
    wheelArch(80, 26, palette),
    wheelArch(224, 26, palette),
    luggedWheel(80, 26, palette),
    luggedWheel(224, 26, palette),
  ].join('');
  return { length: 322, height: 204, side, ...faces(palette), cockpit: 'machine', flushFront: false };
}
