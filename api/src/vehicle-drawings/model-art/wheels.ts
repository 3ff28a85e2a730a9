import type { Palette } from './palette';
import { circle, num, rect } from './svg';

/** A wheel seen from the side, standing on the ground (y = 0) at x. */
export function sideWheel(x: number, radius: number, palette: Palette, { twin = false } = {}): string {
  const cy = -radius;
  return [
    circle(x, cy, radius, palette.tyre),
    circle(x, cy, radius * 0.62, palette.rim),
    circle(x, cy, radius * (twin ? 0.5 : 0.42), twin ? palette.metal : '#e6eaef', false),
    circle(x, cy, radius * 0.18, palette.metalDark, false),
  ].join('');
}

/** Evenly spread wheels between two x positions; the rear ones have twin tyres when `twinRear`. */
export function sideWheels(
  xs: number[],
  radius: number,
  palette: Palette,
  { twinRear = false }: { twinRear?: boolean } = {},
): string {
  const front = Math.max(...xs);
  return xs.map((x) => sideWheel(x, radius, palette, { twin: twinRear && x < front - radius * 3 })).join('');
}

/** A dark wheel arch cut into the body above a side wheel. */
export function wheelArch(x: number, radius: number, palette: Palette): string {
  const r = radius * 1.14;
  return `<path d="M${num(x - r)} ${num(-radius)} A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(-radius)} Z" fill="${palette.metalDark}"/>`;
}

/**
 * x of `count` axles: the rear group (tandem) from `rear` forwards, the front group (two steering axles
 * from four axles on, as on 8×4 trucks) back from `front`, `spacing` apart inside a group.
 */
export function axlePositions(count: number, rear: number, front: number, spacing: number): number[] {
  const frontCount = count >= 4 ? 2 : 1;
  const rearCount = Math.max(1, count - frontCount);
  const rears = Array.from({ length: rearCount }, (_, index) => rear + index * spacing);
  const fronts = Array.from({ length: frontCount }, (_, index) => front - index * spacing);
  return [...rears, ...fronts.reverse()];
}

/** The two tyres seen from the front or rear, as rounded bars either side of the centre. */
export function faceTyres(track: number, tyreWidth: number, tyreHeight: number, palette: Palette): string {
  const axle = rect(-track / 2, -tyreHeight * 0.62, track, tyreHeight * 0.24, palette.metalDark, {
    outlined: false,
  });
  return (
    axle +
    [-1, 1]
      .map((sign) =>
        rect((sign * track) / 2 - tyreWidth / 2, -tyreHeight, tyreWidth, tyreHeight, palette.tyre, {
          radius: tyreWidth * 0.3,
        }),
      )
      .join('')
  );
}

/** A tractor or machine tyre from the side: lugged tread, big coloured rim. */
export function luggedWheel(x: number, radius: number, palette: Palette, rimColour = palette.rim): string {
  const cy = -radius;
  const lugs = `<circle cx="${x}" cy="${cy}" r="${radius - 2}" fill="none" stroke="#3c424a" stroke-width="4" stroke-dasharray="5 5"/>`;
  return [
    circle(x, cy, radius, palette.tyre),
    lugs,
    circle(x, cy, radius * 0.58, rimColour),
    circle(x, cy, radius * 0.36, palette.metal, false),
    circle(x, cy, radius * 0.14, palette.metalDark, false),
  ].join('');
}
