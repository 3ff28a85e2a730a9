import { bonnetFront, cabOverFront } from '../faces';
import { rearFace } from '../rear-face';
import type { Palette } from '../palette';
import type { VehicleShape } from '../shape';
import { line, path, polygon, rect } from '../svg';
import { sideWheels, wheelArch } from '../wheels';

const RADIUS = 24;
const SCHOOL_YELLOW = '#f2b705';
const WHITE = '#f4f6f9';

export type BusStyle = 'city' | 'school' | 'tourist';

function windows(from: number, to: number, top: number, bottom: number, count: number, fill: string): string {
  const gap = 6;
  const width = (to - from - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, k) =>
    rect(from + k * (width + gap), top, width, bottom - top, fill, { radius: 4 }),
  ).join('');
}

/** A full-size bus: long body, row of windows, front door, two axles; school buses are yellow by law. */
export function bus(style: BusStyle, palette: Palette): VehicleShape {
  const school = style === 'school';
  const shell = school ? SCHOOL_YELLOW : WHITE;
  const panel = school ? SCHOOL_YELLOW : palette.body;
  const stripe = school ? '#6b4b1f' : palette.bodyLight;
  const glass = style === 'tourist' ? palette.glassDark : palette.glass;
  const wheelXs = [110, 440];
  const side = [
    path('M4 -26 L4 -150 Q4 -164 18 -164 L520 -164 Q536 -164 538 -148 L546 -96 L546 -26 Z', shell),
    rect(4, -80, 542, 54, panel, { outlined: false }),
    rect(4, -90, 542, 8, stripe, { outlined: false }),
    windows(34, 470, -148, -100, 7, glass),
    polygon(
      [
        [480, -148],
        [512, -148],
        [512, -32],
        [480, -32],
      ],
      palette.glassDark,
    ),
    line(
      [
        [496, -146],
        [496, -34],
      ],
      palette.metalDark,
      2,
    ),
    polygon(
      [
        [518, -148],
        [534, -148],
        [542, -100],
        [518, -100],
      ],
      glass,
    ),
    rect(498, -162, 40, 10, '#1d2733', { radius: 2 }),
    rect(504, -159, 28, 4, '#f5a623', { outlined: false }),
    rect(536, -52, 10, 10, palette.light, { radius: 2 }),
    rect(4, -62, 6, 14, palette.tailLight, { radius: 1.5 }),
    ...[0, 1, 2, 3].map((k) =>
      line(
        [
          [12, -50 + k * 6],
          [40, -50 + k * 6],
        ],
        'rgba(0,0,0,0.25)',
        2,
      ),
    ),
    style === 'tourist'
      ? rect(180, -72, 200, 40, 'none') +
        line(
          [
            [280, -72],
            [280, -32],
          ],
          palette.bodyDark,
          1.5,
        )
      : '',
    school
      ? '<text x="270" y="-52" fill="#1d2733" font-size="22" font-weight="700" text-anchor="middle" font-family="system-ui, Arial, sans-serif">SCHOOL BUS</text>'
      : '',
    ...wheelXs.map((x) => wheelArch(x, RADIUS, palette)),
    sideWheels(wheelXs, RADIUS, palette),
  ].join('');
  return {
    length: 546,
    height: 166,
    side,
    front: cabOverFront({
      width: 126,
      floor: 26,
      top: 164,
      palette,
      tyreHeight: RADIUS * 2,
      colour: school ? SCHOOL_YELLOW : palette.body,
    }),
    rear: rearFace({
      width: 126,
      floor: 26,
      top: 164,
      style: 'bus',
      palette,
      tyreHeight: RADIUS * 2,
      colour: school ? SCHOOL_YELLOW : palette.body,
    }),
    cockpit: 'cab',
    flushFront: true,
  };
}

/** A short-nosed van (Traveller, Winger class): white body with a brand stripe, sliding door. */
export function van(palette: Palette): VehicleShape {
  const wheelXs = [60, 236];
  const side = [
    path('M4 -22 L4 -120 Q4 -130 16 -130 L238 -130 L262 -86 L292 -78 Q300 -76 300 -66 L300 -22 Z', WHITE),
    rect(4, -58, 296, 10, palette.body, { outlined: false }),
    windows(24, 222, -122, -92, 4, palette.glass),
    polygon(
      [
        [230, -122],
        [240, -122],
        [256, -90],
        [230, -90],
      ],
      palette.glass,
    ),
    rect(150, -124, 40, 100, 'none'),
    rect(290, -74, 10, 8, palette.light, { radius: 2 }),
    rect(284, -36, 18, 10, palette.metalDark, { radius: 2 }),
    rect(4, -70, 6, 14, palette.tailLight, { radius: 1.5 }),
    ...wheelXs.map((x) => wheelArch(x, 18, palette)),
    sideWheels(wheelXs, 18, palette),
  ].join('');
  return {
    length: 300,
    height: 132,
    side,
    front: bonnetFront({
      width: 100,
      floor: 22,
      bonnet: 66,
      top: 130,
      roofShare: 0.94,
      palette,
      tyreHeight: 36,
      colour: WHITE,
    }),
    rear: rearFace({ width: 100, floor: 24, top: 128, style: 'bus', palette, tyreHeight: 36, colour: WHITE }),
    cockpit: 'car',
    flushFront: false,
  };
}
