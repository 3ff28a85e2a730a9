import type { VehicleVertical } from '@cvb/contracts';
import type { ArtModel } from './art-model';

export type VehicleKind =
  | 'mini-truck'
  | 'pickup'
  | 'cargo-truck'
  | 'box-truck'
  | 'tipper'
  | 'tractor-trailer'
  | 'bus'
  | 'school-bus'
  | 'van'
  | 'auto-rickshaw'
  | 'cargo-three-wheeler'
  | 'e-rickshaw'
  | 'farm-tractor'
  | 'backhoe-loader'
  | 'excavator'
  | 'crane';

const TRUCK_KINDS: Record<string, VehicleKind> = {
  mini: 'mini-truck',
  small: 'mini-truck',
  pickup: 'pickup',
  cargo: 'cargo-truck',
  heavy: 'cargo-truck',
  dumper: 'tipper',
  tipper: 'tipper',
  trailer: 'tractor-trailer',
  electric: 'box-truck',
};
const BUS_KINDS: Record<string, VehicleKind> = { school: 'school-bus', van: 'van' };
const THREE_WHEELER_KINDS: Record<string, VehicleKind> = {
  cargo: 'cargo-three-wheeler',
  'e-rickshaw': 'e-rickshaw',
};
const INFRA_KINDS: Record<string, VehicleKind> = { excavator: 'excavator', crane: 'crane' };

/** Each vertical's drawings by body type, and the one drawn when the body type has none of its own. */
const KINDS_OF_VERTICAL: Record<
  VehicleVertical,
  { byBodyType: Record<string, VehicleKind>; otherwise: VehicleKind }
> = {
  truck: { byBodyType: TRUCK_KINDS, otherwise: 'cargo-truck' },
  bus: { byBodyType: BUS_KINDS, otherwise: 'bus' },
  'three-wheeler': { byBodyType: THREE_WHEELER_KINDS, otherwise: 'auto-rickshaw' },
  tractor: { byBodyType: {}, otherwise: 'farm-tractor' },
  infra: { byBodyType: INFRA_KINDS, otherwise: 'backhoe-loader' },
};

/** Which drawing fits the model: its vertical and body type decide. */
export function vehicleKindOf(model: Pick<ArtModel, 'vertical' | 'bodyType'>): VehicleKind {
  const { byBodyType, otherwise } = KINDS_OF_VERTICAL[model.vertical];
  return byBodyType[model.bodyType] ?? otherwise;
}

/**
 * Axles seen from the side for a tyre count as the trade quotes it (6-wheeler = 2 axles with twin rear
 * tyres, 10 = 3, 12 = 4, 16 = 5, 22-wheeler tractor-trailer = 6); `fallback` when the count is unknown.
 */
export function axleCount(wheels: number | null, fallback: number): number {
  if (wheels === null || wheels < 4) return fallback;
  return 1 + Math.ceil((wheels - 2) / 4);
}
