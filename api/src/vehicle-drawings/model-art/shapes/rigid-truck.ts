import { cabOverFront } from '../faces';
import { rearFace } from '../rear-face';
import type { Palette } from '../palette';
import type { VehicleShape } from '../shape';
import { rect } from '../svg';
import { axlePositions, sideWheels, wheelArch } from '../wheels';
import { cabOverSide } from './cab-over-side';
import { truckLoad, type LoadKind } from './truck-loads';

interface RigidTruckSize {
  axles: number;
  wheelRadius: number;
  cabLength: number;
  cabFloor: number;
  cabTop: number;
  loadTop: number;
  width: number;
  /** Length of one axle's share of the chassis. */
  axleLength: number;
}

const SIZES: Record<'mini' | 'light' | 'heavy', Omit<RigidTruckSize, 'axles'>> = {
  mini: { wheelRadius: 14, cabLength: 60, cabFloor: 30, cabTop: 94, loadTop: 58, width: 78, axleLength: 46 },
  light: {
    wheelRadius: 19,
    cabLength: 70,
    cabFloor: 38,
    cabTop: 124,
    loadTop: 120,
    width: 96,
    axleLength: 80,
  },
  heavy: {
    wheelRadius: 26,
    cabLength: 92,
    cabFloor: 54,
    cabTop: 170,
    loadTop: 118,
    width: 124,
    axleLength: 88,
  },
};

/** A rigid truck: cab-over cab, chassis, load body and its axles. */
export function rigidTruck(
  size: 'mini' | 'light' | 'heavy',
  axles: number,
  load: LoadKind,
  palette: Palette,
): VehicleShape {
  const s: RigidTruckSize = { ...SIZES[size], axles };
  const length = s.cabLength + 40 + s.axleLength * Math.max(2, axles);
  const front = length;
  const r = s.wheelRadius;
  const wheelXs = axlePositions(axles, r * 2.2, front - s.cabLength * 0.55, r * 2.3);
  const loadFront = front - s.cabLength - 6;
  const loadFloor = r * 2 + 6;
  const loadTop = load === 'box' ? s.cabTop + 6 : load === 'tipper' ? s.cabTop * 0.86 : s.loadTop;
  const side = [
    rect(6, -loadFloor - 2, front - 20, 10, palette.metalDark, { outlined: false }),
    truckLoad(load, { rear: 4, front: loadFront, floor: loadFloor, top: loadTop }, palette),
    cabOverSide({ front, length: s.cabLength, floor: s.cabFloor, top: s.cabTop }, palette),
    ...wheelXs.map((x) => wheelArch(x, r, palette)),
    sideWheels(wheelXs, r, palette, { twinRear: size !== 'mini' }),
  ].join('');
  const rearColour = load === 'tipper' ? '#8f9aa6' : load === 'box' ? '#f3f5f8' : palette.deck;
  return {
    length,
    height: Math.max(loadTop, s.cabTop) + 10,
    side,
    front: cabOverFront({ width: s.width, floor: s.cabFloor, top: s.cabTop, palette, tyreHeight: r * 2 }),
    rear: rearFace({
      width: s.width,
      floor: loadFloor,
      top: loadTop,
      style: load === 'box' ? 'box' : load,
      palette,
      tyreHeight: r * 2,
      colour: rearColour,
      ...(load === 'box' ? {} : { cabTop: s.cabTop }),
    }),
    cockpit: 'cab',
    flushFront: true,
  };
}
