import type { Palette } from '../palette';
import type { FaceDrawing, VehicleShape } from '../shape';
import { ellipse, line, path, rect } from '../svg';
import { luggedWheel } from '../wheels';

const REAR_RADIUS = 34;
const RIM = '#e8e2d0';

function seatAndWheel(palette: Palette): string {
  return [
    rect(30, -112, 8, 24, '#1b2026', { radius: 3 }),
    rect(30, -96, 28, 7, '#1b2026', { radius: 3 }),
    line(
      [
        [88, -86],
        [76, -108],
      ],
      palette.metalDark,
      4,
    ),
    `<ellipse cx="74" cy="-110" rx="13" ry="3.5" fill="none" stroke="#1b2026" stroke-width="3"/>`,
  ].join('');
}

function tractorFront(frontRadius: number, palette: Palette): FaceDrawing {
  const tyres = (track: number, width: number, height: number) =>
    [-1, 1]
      .map((sign) =>
        rect((sign * track) / 2 - width / 2, -height, width, height, palette.tyre, { radius: 5 }),
      )
      .join('');
  const body = [
    rect(-24, -96, 48, 52, palette.body, { radius: 6 }),
    rect(-16, -88, 32, 30, palette.bodyDark, { radius: 3 }),
    ...[0, 1, 2].map((k) =>
      line(
        [
          [-13, -80 + k * 8],
          [13, -80 + k * 8],
        ],
        palette.metal,
        2,
      ),
    ),
    rect(-22, -54, 10, 8, palette.light, { radius: 2 }) + rect(12, -54, 10, 8, palette.light, { radius: 2 }),
    rect(14, -132, 5, 38, palette.metalDark, { radius: 2 }),
    `<ellipse cx="0" cy="-112" rx="16" ry="4" fill="none" stroke="#1b2026" stroke-width="3"/>`,
    ...[-1, 1].map((sign) => rect(sign * 62 - 20, -84, 40, 8, palette.body, { radius: 3 })),
    rect(-52, frontRadius * -1.1, 104, 7, palette.metalDark, { outlined: false }),
  ].join('');
  const wheels = tyres(124, 30, REAR_RADIUS * 2) + tyres(78, 16, frontRadius * 2);
  return { width: 154, height: 132, body, wheels };
}

function tractorRear(palette: Palette): FaceDrawing {
  const body = [
    rect(-26, -76, 52, 40, palette.metalDark, { radius: 6 }),
    ...[-1, 1].map((sign) => rect(sign * 62 - 22, -86, 44, 10, palette.body, { radius: 3 })),
    ...[-1, 1].map((sign) => rect(sign * 62 - 4, -96, 8, 10, palette.tailLight, { radius: 2 })),
    rect(-14, -118, 28, 24, '#1b2026', { radius: 4 }),
    line(
      [
        [-30, -30],
        [-10, -44],
      ],
      palette.metalDark,
      5,
    ) +
      line(
        [
          [30, -30],
          [10, -44],
        ],
        palette.metalDark,
        5,
      ),
    ellipse(0, -40, 6, 6, palette.metal, true),
  ].join('');
  const wheels = [-1, 1]
    .map((sign) => rect(sign * 62 - 16, -REAR_RADIUS * 2, 32, REAR_RADIUS * 2, palette.tyre, { radius: 6 }))
    .join('');
  return { width: 156, height: 118, body, wheels };
}

/** A farm tractor: big lugged rear wheels, long bonnet, exhaust stack, open seat; 4WD has bigger fronts. */
export function farmTractor(fourWheelDrive: boolean, palette: Palette): VehicleShape {
  const frontRadius = fourWheelDrive ? 23 : 18;
  const side = [
    line(
      [
        [4, -30],
        [18, -42],
      ],
      palette.metalDark,
      4,
    ),
    rect(70, -48, 104, 14, palette.metalDark, { outlined: false }),
    path('M84 -46 L84 -80 Q84 -86 92 -86 L166 -84 Q178 -82 180 -72 L180 -46 Z', palette.body),
    rect(174, -80, 6, 30, palette.bodyDark, { radius: 2 }),
    rect(168, -78, 8, 8, palette.light, { radius: 2 }),
    rect(88, -72, 84, 5, palette.bodyLight, { outlined: false }),
    ...[110, 122, 134].map((x) =>
      line(
        [
          [x, -62],
          [x, -52],
        ],
        palette.bodyDark,
        2,
      ),
    ),
    rect(130, -120, 5, 36, palette.metalDark, { radius: 2 }),
    seatAndWheel(palette),
    luggedWheel(44, REAR_RADIUS, palette, RIM),
    path('M4 -46 Q8 -90 44 -90 Q80 -90 84 -46 L76 -46 Q72 -82 44 -82 Q16 -82 12 -46 Z', palette.body),
    luggedWheel(152, frontRadius, palette, RIM),
  ].join('');
  return {
    length: 182,
    height: 124,
    side,
    front: tractorFront(frontRadius, palette),
    rear: tractorRear(palette),
    cockpit: 'tractor',
    flushFront: false,
  };
}
