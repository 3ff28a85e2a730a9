import type { Palette } from './palette';
import type { FaceDrawing } from './shape';
import { circle, line, path, polygon, rect } from './svg';
import { faceTyres } from './wheels';

interface FrontOptions {
  width: number;
  /** Underside of the cab or bonnet above the ground. */
  floor: number;
  /** Roof height. */
  top: number;
  palette: Palette;
  tyreHeight: number;
  /** Colour of the cab; the brand colour unless told. */
  colour?: string;
}

function mirrors(half: number, y: number, palette: Palette): string {
  return [-1, 1]
    .map((sign) =>
      [
        line(
          [
            [sign * half, y + 8],
            [sign * (half + 12), y + 2],
          ],
          palette.metalDark,
          2.5,
        ),
        rect(sign * (half + 12) - 4, y - 6, 8, 22, palette.metalDark, { radius: 2 }),
      ].join(''),
    )
    .join('');
}

function headlights(half: number, y: number, size: number, palette: Palette): string {
  return [-1, 1]
    .map((sign) =>
      rect(sign > 0 ? half - size * 1.9 : -half + size * 0.3, y, size * 1.6, size, palette.light, {
        radius: size * 0.25,
      }),
    )
    .join('');
}

/** A dark grille with three slats. */
export function grille(width: number, y: number, height: number, palette: Palette): string {
  const slats = [1, 2, 3].map((k) => {
    const slatY = y + (height * k) / 4;
    return line(
      [
        [-width / 2 + 4, slatY],
        [width / 2 - 4, slatY],
      ],
      palette.metal,
      1.5,
    );
  });
  return rect(-width / 2, y, width, height, palette.bodyDark, { radius: 3 }) + slats.join('');
}

/** A flat-fronted cab (most Indian trucks and buses): tall windscreen, grille, lamps, bumper, mirrors. */
export function cabOverFront({
  width,
  floor,
  top,
  palette,
  tyreHeight,
  colour = palette.body,
}: FrontOptions): FaceDrawing {
  const half = width / 2;
  const cabHeight = top - floor;
  const screenTop = -top + cabHeight * 0.1;
  const screenBottom = -floor - cabHeight * 0.48;
  const taper = width * 0.04;
  const body = [
    path(
      `M${-half} ${-floor} L${-half + taper} ${-top + 10} Q${-half + taper} ${-top} ${-half + taper + 10} ${-top} ` +
        `L${half - taper - 10} ${-top} Q${half - taper} ${-top} ${half - taper} ${-top + 10} L${half} ${-floor} Z`,
      colour,
    ),
    rect(-half + width * 0.09, screenTop, width * 0.82, screenBottom - screenTop, palette.glass, {
      radius: 5,
    }),
    polygon(
      [
        [-half + width * 0.12, screenBottom - 4],
        [-half + width * 0.3, screenTop + 4],
        [-half + width * 0.4, screenTop + 4],
        [-half + width * 0.22, screenBottom - 4],
      ],
      'rgba(255,255,255,0.45)',
      false,
    ),
    line(
      [
        [-width * 0.05, screenBottom - 3],
        [-width * 0.3, screenBottom - cabHeight * 0.12],
      ],
      palette.metalDark,
      2,
    ),
    grille(width * 0.46, screenBottom + cabHeight * 0.1, cabHeight * 0.26, palette),
    circle(0, screenBottom + cabHeight * 0.05, Math.max(4, width * 0.025), palette.bodyLight),
    headlights(half, -floor - cabHeight * 0.26, Math.max(8, cabHeight * 0.1), palette),
    rect(-half - 3, -floor - 6, width + 6, Math.max(12, floor * 0.35), palette.metalDark, { radius: 3 }),
    rect(-width * 0.12, -floor - 3, width * 0.24, Math.max(7, floor * 0.2), '#f7f7f2', { radius: 1.5 }),
    mirrors(half - taper, screenTop + 4, palette),
  ].join('');
  return { width, height: top, body, wheels: faceTyres(width * 0.78, width * 0.15, tyreHeight, palette) };
}

interface BonnetOptions extends FrontOptions {
  /** Top of the bonnet; the windscreen and roof rise behind it. */
  bonnet: number;
  /** Width of the roof as a share of the body. */
  roofShare?: number;
}

/** A bonneted front (pickups, vans, tractors' cousins): grille and lamps low, windscreen set back above. */
export function bonnetFront({
  width,
  floor,
  top,
  bonnet,
  palette,
  tyreHeight,
  roofShare = 0.84,
  colour = palette.body,
}: BonnetOptions): FaceDrawing {
  const half = width / 2;
  const roofHalf = (width * roofShare) / 2;
  const faceHeight = bonnet - floor;
  const body = [
    path(
      `M${-half + 4} ${-bonnet} L${-roofHalf + 6} ${-top + 6} Q${-roofHalf + 8} ${-top} ${-roofHalf + 16} ${-top} ` +
        `L${roofHalf - 16} ${-top} Q${roofHalf - 8} ${-top} ${roofHalf - 6} ${-top + 6} L${half - 4} ${-bonnet} Z`,
      colour,
    ),
    polygon(
      [
        [-half + 12, -bonnet - 3],
        [-roofHalf + 12, -top + 9],
        [roofHalf - 12, -top + 9],
        [half - 12, -bonnet - 3],
      ],
      palette.glass,
    ),
    polygon(
      [
        [-half + 22, -bonnet - 5],
        [-roofHalf + 30, -top + 11],
        [-roofHalf + 44, -top + 11],
        [-half + 40, -bonnet - 5],
      ],
      'rgba(255,255,255,0.45)',
      false,
    ),
    rect(-half, -bonnet, width, faceHeight, colour, { radius: 6 }),
    grille(width * 0.42, -bonnet + faceHeight * 0.2, faceHeight * 0.46, palette),
    headlights(half, -bonnet + faceHeight * 0.22, Math.max(8, faceHeight * 0.24), palette),
    rect(-half - 2, -floor - 8, width + 4, Math.max(10, faceHeight * 0.22), palette.metalDark, { radius: 4 }),
    rect(-width * 0.12, -floor - 6, width * 0.24, Math.max(7, faceHeight * 0.13), '#f7f7f2', { radius: 1.5 }),
    mirrors(roofHalf + 4, -bonnet - (top - bonnet) * 0.35, palette),
  ].join('');
  return { width, height: top, body, wheels: faceTyres(width * 0.8, width * 0.16, tyreHeight, palette) };
}
