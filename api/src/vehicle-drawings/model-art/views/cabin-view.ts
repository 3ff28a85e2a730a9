import type { Palette } from '../palette';
import type { CockpitKind } from '../shape';
import { circle, line, path, polygon, rect } from '../svg';
import { batteryGauge, gauge, gearLever, joystick, steeringWheel } from './cockpit-parts';

const BOTTOM = 366;
const HORIZON = 176;

function outside(kind: CockpitKind): string {
  const field = kind === 'tractor' ? '#a9c97f' : kind === 'machine' ? '#d8c29a' : '#c4d9b4';
  const road =
    kind === 'tractor' || kind === 'machine'
      ? [0, 1, 2, 3]
          .map((k) =>
            line(
              [
                [120 + k * 120, BOTTOM],
                [300 + k * 14, HORIZON + 4],
              ],
              'rgba(90,110,60,0.35)',
              4,
            ),
          )
          .join('')
      : polygon(
          [
            [150, BOTTOM],
            [490, BOTTOM],
            [334, HORIZON],
            [306, HORIZON],
          ],
          '#8d96a0',
          false,
        ) +
        `<line x1="320" y1="${BOTTOM}" x2="320" y2="${HORIZON}" stroke="#f4f4f0" stroke-width="3" stroke-dasharray="16 14"/>`;
  return [
    rect(0, 0, 640, BOTTOM, '#cfe6f5', { outlined: false }),
    rect(0, HORIZON, 640, BOTTOM - HORIZON, field, { outlined: false }),
    path(
      `M0 ${HORIZON} Q120 ${HORIZON - 34} 240 ${HORIZON} T480 ${HORIZON - 6} T640 ${HORIZON} Z`,
      '#a9c6a0',
      false,
    ),
    road,
  ].join('');
}

/** The cab around the windscreen: roof lining and pillars; open tractors and autos keep a thinner frame. */
function windscreenFrame(kind: CockpitKind, palette: Palette): string {
  const inner =
    kind === 'handlebar'
      ? 'M40 70 L600 70 L620 250 L20 250 Z'
      : kind === 'machine'
        ? 'M80 40 L560 40 L560 250 L80 250 Z M330 40 L330 250'
        : 'M70 52 Q320 30 570 52 L612 246 L28 246 Z';
  if (kind === 'tractor') return '';
  return `<path d="M0 0 H640 V${BOTTOM} H0 Z ${inner}" fill="${palette.bodyDark}" fill-rule="evenodd" class="o"/>`;
}

function dashboard(kind: CockpitKind, palette: Palette, electric: boolean): string {
  if (kind === 'tractor') {
    return [
      polygon(
        [
          [226, BOTTOM],
          [414, BOTTOM],
          [372, 226],
          [268, 226],
        ],
        palette.body,
      ),
      polygon(
        [
          [282, 236],
          [358, 236],
          [366, 262],
          [274, 262],
        ],
        palette.bodyDark,
      ),
      rect(392, 120, 14, 130, '#3a4048', { radius: 4 }),
      rect(240, 300, 160, 66, '#2b3139', { radius: 10 }),
      gauge(320, 330, 24, 0.4),
      steeringWheel(320, 296, 92, palette, 0.55),
    ].join('');
  }
  if (kind === 'handlebar') {
    return [
      path(`M0 ${BOTTOM} L0 300 Q320 250 640 300 L640 ${BOTTOM} Z`, '#2b3139'),
      line(
        [
          [150, 292],
          [490, 292],
        ],
        '#1b2026',
        12,
      ),
      ...[150, 490].map((x) => rect(x - 36, 282, 46, 20, '#111418', { radius: 8 })),
      circle(320, 292, 34, '#2b3139'),
      electric ? batteryGauge(292, 284, 50) : gauge(320, 292, 28, 0.35),
      circle(320, 250, 10, palette.bodyLight),
    ].join('');
  }
  const machine = kind === 'machine';
  return [
    path(`M0 ${BOTTOM} L0 268 Q320 214 640 268 L640 ${BOTTOM} Z`, '#2b3139'),
    path('M120 262 Q200 220 290 254 L290 300 L120 300 Z', '#1e2329'),
    electric
      ? batteryGauge(150, 262, 60) + gauge(250, 276, 22, 0.3, '#3ecf6e')
      : gauge(166, 276, 24, 0.45) + gauge(244, 276, 24, 0.3),
    rect(340, 262, 110, 62, '#13303f', { radius: 6 }),
    rect(348, 270, 94, 8, palette.bodyLight, { radius: 2, outlined: false }),
    machine
      ? joystick(110, BOTTOM - 8, palette) + joystick(530, BOTTOM - 8, palette)
      : gearLever(500, BOTTOM - 14, 58),
    steeringWheel(205, 300, kind === 'car' ? 70 : 84, palette, kind === 'cab' ? 0.62 : 0.86),
  ].join('');
}

/** The driver's view: windscreen with the road ahead, dashboard, steering wheel or handlebar, levers. */
export function cabinView(kind: CockpitKind, palette: Palette, electric: boolean): string {
  const clip = `<clipPath id="cabin"><rect x="20" y="16" width="600" height="${BOTTOM - 16}" rx="18"/></clipPath>`;
  return `<defs>${clip}</defs><g clip-path="url(#cabin)">${outside(kind)}${windscreenFrame(kind, palette)}${dashboard(kind, palette, electric)}</g>`;
}
