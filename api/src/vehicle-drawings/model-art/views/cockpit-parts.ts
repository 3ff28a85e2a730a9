import type { Palette } from '../palette';
import { circle, ellipse, line, polygon, rect } from '../svg';

/** A round gauge with its needle at `value` (0–1 of the sweep). */
export function gauge(cx: number, cy: number, r: number, value: number, needle = '#e0463c'): string {
  const angle = Math.PI * (0.75 + value * 1.5);
  return [
    circle(cx, cy, r, '#10151b'),
    circle(cx, cy, r * 0.84, '#e9eef3', false),
    ...[0, 0.25, 0.5, 0.75, 1].map((tick) => {
      const a = Math.PI * (0.75 + tick * 1.5);
      return line(
        [
          [cx + Math.cos(a) * r * 0.66, cy + Math.sin(a) * r * 0.66],
          [cx + Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8],
        ],
        '#39414b',
        2,
      );
    }),
    line(
      [
        [cx, cy],
        [cx + Math.cos(angle) * r * 0.7, cy + Math.sin(angle) * r * 0.7],
      ],
      needle,
      2.5,
    ),
    circle(cx, cy, r * 0.1, '#39414b', false),
  ].join('');
}

/** A battery gauge for electric models: a bar of charge instead of a fuel needle. */
export function batteryGauge(x: number, y: number, width: number): string {
  return [
    rect(x, y, width, 18, '#10151b', { radius: 3 }),
    rect(x + 3, y + 3, width * 0.7, 12, '#3ecf6e', { radius: 2, outlined: false }),
    rect(x + width, y + 5, 4, 8, '#10151b', { outlined: false }),
  ].join('');
}

/** A steering wheel facing the driver: rim, three spokes and a hub in the brand's colour. */
export function steeringWheel(cx: number, cy: number, r: number, palette: Palette, tilt = 0.85): string {
  const ry = r * tilt;
  return [
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="none" stroke="#1b2026" stroke-width="${Math.round(r * 0.17)}"/>`,
    line(
      [
        [cx - r * 0.92, cy + ry * 0.15],
        [cx, cy],
      ],
      '#1b2026',
      r * 0.14,
    ),
    line(
      [
        [cx + r * 0.92, cy + ry * 0.15],
        [cx, cy],
      ],
      '#1b2026',
      r * 0.14,
    ),
    line(
      [
        [cx, cy + ry * 0.95],
        [cx, cy],
      ],
      '#1b2026',
      r * 0.14,
    ),
    ellipse(cx, cy, r * 0.3, ry * 0.3, '#262c33', true),
    ellipse(cx, cy, r * 0.12, ry * 0.12, palette.bodyLight),
  ].join('');
}

/** A gear lever with its knob. */
export function gearLever(x: number, y: number, height: number): string {
  return [
    ellipse(x, y, 22, 8, '#1b2026'),
    line(
      [
        [x, y],
        [x - 6, y - height],
      ],
      '#4a525c',
      6,
    ),
    circle(x - 6, y - height, 10, '#1b2026'),
  ].join('');
}

/** A control lever of a machine: base boot, stick, grip. */
export function joystick(x: number, y: number, palette: Palette): string {
  return [
    polygon(
      [
        [x - 18, y],
        [x + 18, y],
        [x + 10, y - 14],
        [x - 10, y - 14],
      ],
      '#1b2026',
    ),
    line(
      [
        [x, y - 12],
        [x + 4, y - 60],
      ],
      '#5c6570',
      6,
    ),
    rect(x - 4, y - 86, 16, 30, palette.bodyDark, { radius: 6 }),
  ].join('');
}
