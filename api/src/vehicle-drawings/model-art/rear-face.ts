import { grille } from './faces';
import type { Palette } from './palette';
import type { FaceDrawing } from './shape';
import { line, rect } from './svg';
import { faceTyres } from './wheels';

export type RearStyle = 'box' | 'open' | 'tipper' | 'bus';

interface RearOptions {
  width: number;
  floor: number;
  top: number;
  style: RearStyle;
  palette: Palette;
  tyreHeight: number;
  colour: string;
  /** For an open deck: the cab's roof seen over the tailgate. */
  cabTop?: number;
}

function rearDetails({ width, floor, top, style, palette }: RearOptions): string {
  const half = width / 2;
  const height = top - floor;
  if (style === 'box') {
    return [
      line(
        [
          [0, -top + 6],
          [0, -floor - 4],
        ],
        palette.metalDark,
        2,
      ),
      ...[-0.25, 0.25].map((share) =>
        line(
          [
            [width * share, -top + 10],
            [width * share, -floor - 8],
          ],
          palette.metal,
          3,
        ),
      ),
      ...[-1, 1].map((sign) =>
        rect(sign * 8 - (sign < 0 ? 10 : 0), -floor - height * 0.5, 10, 5, palette.metalDark, {
          outlined: false,
        }),
      ),
    ].join('');
  }
  if (style === 'bus') {
    return [
      rect(-half + width * 0.1, -top + height * 0.08, width * 0.8, height * 0.34, palette.glassDark, {
        radius: 6,
      }),
      grille(width * 0.5, -floor - height * 0.3, height * 0.16, palette),
    ].join('');
  }
  const slats = [1, 2, 3].map((k) =>
    line(
      [
        [-half + 6, -top + (height * k) / 4],
        [half - 6, -top + (height * k) / 4],
      ],
      'rgba(0,0,0,0.18)',
      2,
    ),
  );
  if (style === 'tipper') {
    return [
      ...slats,
      line(
        [
          [-half + 10, -top + 4],
          [half - 10, -top + 4],
        ],
        palette.metalDark,
        4,
      ),
    ].join('');
  }
  return slats.join('');
}

/** The back: cargo box doors, an open tailgate, a tipper's tail or a bus's rear window; lamps and plate. */
export function rearFace(options: RearOptions): FaceDrawing {
  const { width, floor, top, palette, tyreHeight, colour, cabTop } = options;
  const half = width / 2;
  const height = top - floor;
  const cab =
    cabTop === undefined
      ? ''
      : [
          rect(-half * 0.86, -cabTop, width * 0.86, cabTop - top + 6, palette.body, { radius: 8 }),
          rect(
            -half * 0.4,
            -cabTop + (cabTop - top) * 0.25,
            width * 0.4,
            (cabTop - top) * 0.45,
            palette.glassDark,
            { radius: 3 },
          ),
        ].join('');
  const lampSize = Math.max(7, height * 0.07);
  const body = [
    cab,
    rect(-half, -top, width, height, colour, { radius: options.style === 'bus' ? 14 : 3 }),
    rearDetails(options),
    rect(-half - 2, -floor - 4, width + 4, Math.max(10, floor * 0.3), palette.metalDark, { radius: 2 }),
    ...[-1, 1].map((sign) =>
      rect(
        sign > 0 ? half - lampSize * 2.4 : -half + lampSize * 0.4,
        -floor - lampSize * 2.2,
        lampSize * 2,
        lampSize,
        palette.tailLight,
        { radius: 2 },
      ),
    ),
    rect(-width * 0.12, -floor - 2, width * 0.24, Math.max(7, floor * 0.2), '#f2d64b', { radius: 1.5 }),
  ].join('');
  return {
    width,
    height: Math.max(top, cabTop ?? 0),
    body,
    wheels: faceTyres(width * 0.74, width * 0.22, tyreHeight, palette),
  };
}
