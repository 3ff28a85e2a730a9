import type { Palette } from '../palette';
import type { FaceDrawing, VehicleShape } from '../shape';
import { line, path, polygon, rect } from '../svg';
import { luggedWheel, wheelArch } from '../wheels';

function cab(palette: Palette): string {
  return [
    path('M70 -70 L74 -156 L164 -156 L168 -70 Z', palette.body),
    polygon(
      [
        [82, -148],
        [156, -148],
        [160, -98],
        [82, -98],
      ],
      palette.glass,
    ),
    line(
      [
        [120, -148],
        [120, -72],
      ],
      palette.bodyDark,
      2,
    ),
    rect(64, -164, 110, 9, palette.bodyDark, { radius: 3 }),
  ].join('');
}

function backhoeArm(palette: Palette): string {
  return [
    polygon(
      [
        [46, -50],
        [58, -62],
        [34, -170],
        [20, -166],
      ],
      palette.body,
    ),
    polygon(
      [
        [24, -170],
        [38, -164],
        [18, -72],
        [6, -76],
      ],
      palette.body,
    ),
    polygon(
      [
        [4, -80],
        [22, -74],
        [24, -48],
        [2, -44],
      ],
      palette.metalDark,
    ),
    line(
      [
        [52, -80],
        [36, -140],
      ],
      '#c0c6ce',
      5,
    ),
    polygon(
      [
        [42, -50],
        [52, -50],
        [34, -6],
        [24, -6],
      ],
      palette.metalDark,
    ),
    rect(16, -7, 28, 7, palette.metalDark, { outlined: false }),
  ].join('');
}

function loaderArm(palette: Palette): string {
  return [
    polygon(
      [
        [150, -106],
        [166, -112],
        [266, -52],
        [254, -40],
      ],
      palette.body,
    ),
    polygon(
      [
        [252, -60],
        [292, -58],
        [302, -6],
        [256, -4],
      ],
      palette.metalDark,
    ),
    line(
      [
        [258, -6],
        [302, -6],
      ],
      '#c0c6ce',
      3,
    ),
  ].join('');
}

function faces(palette: Palette): { front: FaceDrawing; rear: FaceDrawing } {
  const tyres = (track: number, width: number, height: number) =>
    [-1, 1]
      .map((sign) =>
        rect((sign * track) / 2 - width / 2, -height, width, height, palette.tyre, { radius: 6 }),
      )
      .join('');
  const cabFace =
    rect(-46, -160, 92, 92, palette.body, { radius: 4 }) +
    rect(-38, -152, 76, 50, palette.glass, { radius: 3 }) +
    rect(-50, -166, 100, 8, palette.bodyDark, { radius: 3 });
  const front = [
    cabFace,
    rect(-30, -104, 60, 52, palette.body, { radius: 4 }),
    rect(-20, -96, 40, 22, palette.bodyDark, { radius: 2 }),
    line(
      [
        [-46, -100],
        [-54, -40],
      ],
      palette.body,
      10,
    ) +
      line(
        [
          [46, -100],
          [54, -40],
        ],
        palette.body,
        10,
      ),
    rect(-70, -46, 140, 40, palette.metalDark, { radius: 4 }),
    rect(-26, -66, 12, 8, palette.light, { radius: 2 }) + rect(14, -66, 12, 8, palette.light, { radius: 2 }),
  ].join('');
  const rear = [
    polygon(
      [
        [-50, -60],
        [-40, -60],
        [-72, -6],
        [-84, -6],
      ],
      palette.metalDark,
    ),
    polygon(
      [
        [50, -60],
        [40, -60],
        [72, -6],
        [84, -6],
      ],
      palette.metalDark,
    ),
    cabFace,
    rect(-48, -74, 96, 20, palette.body, { radius: 3 }),
    rect(-12, -186, 24, 150, palette.body, { radius: 4 }),
    rect(-18, -52, 36, 30, palette.metalDark, { radius: 4 }),
    rect(-46, -70, 10, 7, palette.tailLight, { radius: 2 }) +
      rect(36, -70, 10, 7, palette.tailLight, { radius: 2 }),
  ].join('');
  return {
    front: { width: 140, height: 166, body: front, wheels: tyres(104, 24, 48) },
    rear: { width: 168, height: 186, body: rear, wheels: tyres(106, 30, 64) },
  };
}

/** A backhoe loader (3DX class): loader bucket in front, digging arm folded at the back, big rear wheels. */
export function backhoeLoader(palette: Palette): VehicleShape {
  const side = [
    backhoeArm(palette),
    path('M44 -40 L44 -72 L250 -72 L256 -40 Z', palette.bodyDark),
    path('M166 -72 L166 -102 Q168 -108 176 -108 L238 -102 Q246 -100 248 -92 L250 -72 Z', palette.body),
    ...[190, 204, 218].map((x) =>
      line(
        [
          [x, -98],
          [x, -80],
        ],
        palette.bodyDark,
        2,
      ),
    ),
    cab(palette),
    loaderArm(palette),
    wheelArch(96, 32, palette),
    wheelArch(212, 24, palette),
    luggedWheel(96, 32, palette),
    luggedWheel(212, 24, palette),
  ].join('');
  return { length: 302, height: 172, side, ...faces(palette), cockpit: 'machine', flushFront: false };
}
