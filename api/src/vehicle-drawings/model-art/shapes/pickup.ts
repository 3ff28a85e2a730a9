import { bonnetFront } from '../faces';
import { rearFace } from '../rear-face';
import type { Palette } from '../palette';
import type { VehicleShape } from '../shape';
import { line, path, polygon, rect } from '../svg';
import { sideWheels, wheelArch } from '../wheels';

const RADIUS = 18;

/** A bonneted pickup (Bolero Pik-Up, Intra, Dost class): cab, long bonnet, open deck in body colour. */
export function pickup(palette: Palette): VehicleShape {
  const wheelXs = [46, 204];
  const side = [
    rect(10, -32, 230, 8, palette.metalDark, { outlined: false }),
    rect(4, -68, 114, 44, palette.body),
    rect(2, -72, 118, 6, palette.bodyDark, { radius: 2 }),
    line(
      [
        [8, -46],
        [114, -46],
      ],
      palette.bodyDark,
      1.5,
    ),
    rect(2, -62, 6, 12, palette.tailLight, { radius: 1.5 }),
    path(
      'M120 -24 L120 -90 Q120 -96 126 -96 L170 -96 L194 -64 L240 -60 Q250 -58 250 -48 L250 -24 Z',
      palette.body,
    ),
    polygon(
      [
        [127, -89],
        [166, -89],
        [186, -65],
        [127, -65],
      ],
      palette.glass,
    ),
    line(
      [
        [150, -90],
        [150, -28],
      ],
      palette.bodyDark,
      1.5,
    ),
    rect(124, -50, 122, 5, palette.bodyLight, { outlined: false }),
    rect(242, -57, 8, 8, palette.light, { radius: 2 }),
    rect(236, -34, 18, 10, palette.metalDark, { radius: 2 }),
    line(
      [
        [180, -78],
        [190, -82],
      ],
      palette.metalDark,
      2.5,
    ),
    rect(188, -88, 5, 12, palette.metalDark, { radius: 1.5 }),
    ...wheelXs.map((x) => wheelArch(x, RADIUS, palette)),
    sideWheels(wheelXs, RADIUS, palette),
  ].join('');
  return {
    length: 250,
    height: 100,
    side,
    front: bonnetFront({ width: 92, floor: 22, bonnet: 60, top: 96, palette, tyreHeight: RADIUS * 2 }),
    rear: rearFace({
      width: 92,
      floor: 26,
      top: 70,
      style: 'open',
      palette,
      tyreHeight: RADIUS * 2,
      colour: palette.body,
      cabTop: 96,
    }),
    cockpit: 'car',
    flushFront: false,
  };
}
