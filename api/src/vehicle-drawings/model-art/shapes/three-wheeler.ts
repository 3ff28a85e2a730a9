import type { Palette } from '../palette';
import type { FaceDrawing, VehicleShape } from '../shape';
import { circle, line, polygon, rect } from '../svg';
import { sideWheels } from '../wheels';
import { autoSide, cargoThreeWheelerSide, eRickshawSide } from './three-wheeler-sides';

export type ThreeWheelerStyle = 'auto' | 'cargo' | 'e-rickshaw';

const CANVAS_TOP = '#2d3238';

function tyre(x: number, height: number, palette: Palette): string {
  return rect(x - 6, -height, 12, height, palette.tyre, { radius: 4 });
}

function frontFace(style: ThreeWheelerStyle, palette: Palette): FaceDrawing {
  const roof =
    style === 'e-rickshaw'
      ? rect(-36, -110, 72, 9, palette.bodyLight, { radius: 4 }) +
        line(
          [
            [-30, -102],
            [-30, -40],
          ],
          palette.metalDark,
          3,
        ) +
        line(
          [
            [30, -102],
            [30, -40],
          ],
          palette.metalDark,
          3,
        )
      : style === 'cargo'
        ? rect(-30, -96, 60, 72, palette.body, { radius: 8 })
        : rect(-33, -94, 66, 12, CANVAS_TOP, { radius: 6 }) +
          line(
            [
              [-31, -84],
              [-33, -56],
            ],
            CANVAS_TOP,
            4,
          ) +
          line(
            [
              [31, -84],
              [33, -56],
            ],
            CANVAS_TOP,
            4,
          );
  const body = [
    style === 'cargo' ? '' : rect(-34, -58, 68, 34, palette.bodyDark, { radius: 5 }),
    roof,
    style === 'e-rickshaw'
      ? ''
      : polygon(
          [
            [-24, -86],
            [24, -86],
            [26, -62],
            [-26, -62],
          ],
          palette.glass,
        ),
    polygon(
      [
        [-18, -64],
        [18, -64],
        [12, -26],
        [-12, -26],
      ],
      palette.body,
    ),
    style === 'e-rickshaw'
      ? line(
          [
            [-22, -80],
            [22, -80],
          ],
          '#1b2026',
          4,
        )
      : '',
    circle(0, -52, 6, palette.light),
    rect(-8, -36, 16, 6, '#f7f7f2', { radius: 1 }),
  ].join('');
  return {
    width: 70,
    height: 110,
    body,
    wheels: tyre(-28, 22, palette) + tyre(28, 22, palette) + tyre(0, 24, palette),
  };
}

function rearFace(style: ThreeWheelerStyle, palette: Palette): FaceDrawing {
  const upper =
    style === 'cargo'
      ? rect(-30, -96, 60, 36, palette.body, { radius: 8 }) + rect(-34, -64, 68, 40, palette.deck)
      : style === 'e-rickshaw'
        ? rect(-36, -110, 72, 9, palette.bodyLight, { radius: 4 }) +
          rect(-30, -80, 60, 22, '#3a424b', { radius: 3 })
        : rect(-33, -94, 66, 38, CANVAS_TOP, { radius: 8 }) +
          rect(-18, -88, 36, 14, palette.glassDark, { radius: 3 });
  const body = [
    style === 'cargo' ? '' : rect(-34, -58, 68, 34, palette.body, { radius: 5 }),
    upper,
    rect(-30, -44, 10, 7, palette.tailLight, { radius: 1.5 }),
    rect(20, -44, 10, 7, palette.tailLight, { radius: 1.5 }),
    rect(-9, -34, 18, 7, '#f2d64b', { radius: 1 }),
  ].join('');
  return { width: 70, height: 110, body, wheels: tyre(-28, 22, palette) + tyre(28, 22, palette) };
}

/** A three-wheeler: passenger auto, cargo carrier or e-rickshaw; one wheel in front, two behind. */
export function threeWheeler(style: ThreeWheelerStyle, palette: Palette): VehicleShape {
  const radius = style === 'e-rickshaw' ? 10 : 11;
  const side = {
    auto: autoSide,
    cargo: cargoThreeWheelerSide,
    'e-rickshaw': eRickshawSide,
  }[style](palette);
  const wheelXs = style === 'e-rickshaw' ? [30, 98] : [26, 110];
  return {
    length: 128,
    height: style === 'e-rickshaw' ? 112 : 98,
    side: side + sideWheels(wheelXs, radius, palette),
    front: frontFace(style, palette),
    rear: rearFace(style, palette),
    cockpit: 'handlebar',
    flushFront: false,
  };
}
