import type { Palette } from '../palette';
import { circle, line, path, polygon, rect } from '../svg';

const CANVAS_TOP = '#2d3238';

/** The front of an auto: cowl over the single front wheel, windscreen, headlamp. */
function cowl(palette: Palette): string {
  return [
    path('M86 -20 L86 -62 L110 -66 Q128 -66 128 -54 L124 -36 Q120 -26 108 -24 Z', palette.body),
    path('M96 -24 Q112 -40 128 -24', 'none'),
    polygon(
      [
        [104, -66],
        [96, -88],
        [101, -89],
        [112, -66],
      ],
      palette.glass,
    ),
    circle(125, -56, 4, palette.light),
  ].join('');
}

/** A passenger auto-rickshaw from the side: tub, canvas hood with the open side, bench seat. */
export function autoSide(palette: Palette): string {
  return [
    path('M2 -20 L2 -52 Q2 -58 10 -58 L88 -58 L88 -20 Z', palette.body),
    rect(4, -38, 82, 5, palette.bodyLight, { outlined: false }),
    path('M4 -56 L10 -86 Q12 -94 24 -94 L98 -92 L104 -86 L96 -86 L88 -56 Z', CANVAS_TOP),
    polygon(
      [
        [30, -84],
        [86, -84],
        [84, -58],
        [30, -58],
      ],
      '#dfe5eb',
    ),
    rect(36, -74, 34, 14, '#4a3b32', { radius: 3 }),
    line(
      [
        [58, -84],
        [58, -60],
      ],
      CANVAS_TOP,
      2,
    ),
    rect(2, -48, 5, 10, palette.tailLight, { radius: 1.5 }),
    cowl(palette),
  ].join('');
}

/** A cargo three-wheeler: closed driver's cab in front, open deck behind. */
export function cargoThreeWheelerSide(palette: Palette): string {
  return [
    rect(2, -60, 78, 36, palette.deck),
    ...[22, 42, 62].map((x) =>
      line(
        [
          [x, -58],
          [x, -26],
        ],
        palette.deckLine,
        2.5,
      ),
    ),
    rect(0, -64, 82, 5, palette.bodyDark, { radius: 1.5 }),
    path(
      'M80 -20 L80 -90 Q80 -96 88 -96 L102 -96 L114 -70 Q128 -68 128 -54 L124 -36 Q120 -26 108 -24 Z',
      palette.body,
    ),
    polygon(
      [
        [86, -86],
        [100, -86],
        [106, -54],
        [86, -54],
      ],
      '#3a424b',
    ),
    polygon(
      [
        [102, -94],
        [112, -70],
        [116, -70],
        [106, -94],
      ],
      palette.glass,
    ),
    circle(125, -56, 4, palette.light),
    rect(2, -50, 5, 10, palette.tailLight, { radius: 1.5 }),
  ].join('');
}

/** An e-rickshaw: flat roof on poles, rear bench, narrow front with handlebar. */
export function eRickshawSide(palette: Palette): string {
  return [
    line(
      [
        [14, -30],
        [14, -102],
      ],
      palette.metalDark,
      3,
    ),
    line(
      [
        [94, -60],
        [92, -102],
      ],
      palette.metalDark,
      3,
    ),
    rect(4, -110, 100, 9, palette.bodyLight, { radius: 4 }),
    rect(6, -50, 70, 28, palette.body, { radius: 3 }),
    rect(12, -78, 12, 28, '#3a424b', { radius: 3 }),
    rect(22, -58, 46, 8, '#3a424b', { radius: 3 }),
    polygon(
      [
        [76, -22],
        [84, -86],
        [98, -86],
        [110, -40],
        [104, -22],
      ],
      palette.body,
    ),
    line(
      [
        [84, -80],
        [96, -84],
      ],
      '#1b2026',
      3,
    ),
    circle(104, -64, 4, palette.light),
    rect(4, -46, 5, 9, palette.tailLight, { radius: 1.5 }),
  ].join('');
}
