export type LoadLevel = 'empty' | 'half' | 'full';
const LOAD_FRACTION: Record<LoadLevel, number> = { empty: 0, half: 0.5, full: 1 };

export interface AxleVehicle {
  vertical: string;
  gvwKg: number | null;
  payloadKg: number | null;
  powerHp: number | null;
}

export interface AxleFitment {
  position: 'front' | 'rear' | 'all';
  sizeKey: string;
  tyreCount: number;
}

export interface AxleLoad {
  position: 'front' | 'rear';
  sizeKey: string;
  tyreCount: number;
  loadPerTyreKg: number;
}

/**
 * Empty weight and payload of a vehicle. Trucks and buses from their GVW and payload; a tractor's
 * working weight from its power (about 1,400 kg + 10 kg per hp, a 45 hp tractor ≈ 1,850 kg) with a
 * mounted implement and ballast of 40 % as its "load"; a three-wheeler 400 kg empty with 500 kg payload.
 */
function weights(vehicle: AxleVehicle): { emptyKg: number; payloadKg: number } {
  if (vehicle.vertical === 'tractor') {
    const emptyKg = 1400 + 10 * (vehicle.powerHp ?? 40);
    return { emptyKg, payloadKg: Math.round(emptyKg * 0.4) };
  }
  if (vehicle.gvwKg !== null && vehicle.payloadKg !== null && vehicle.gvwKg > vehicle.payloadKg) {
    return { emptyKg: vehicle.gvwKg - vehicle.payloadKg, payloadKg: vehicle.payloadKg };
  }
  if (vehicle.vertical === 'three-wheeler') return { emptyKg: 400, payloadKg: 500 };
  const gvw = vehicle.gvwKg ?? 2000;
  return { emptyKg: Math.round(gvw * 0.45), payloadKg: Math.round(gvw * 0.55) };
}

/** Share of the empty weight and of the payload on the front axle. */
function frontShares(vertical: string): { empty: number; payload: number } {
  if (vertical === 'tractor') return { empty: 0.38, payload: 0.1 };
  if (vertical === 'three-wheeler') return { empty: 0.35, payload: 0.15 };
  return { empty: 0.5, payload: 0.25 };
}

/** The load on each tyre of the front and rear axles, for a load level. */
export function axleLoads(vehicle: AxleVehicle, fitments: AxleFitment[], level: LoadLevel): AxleLoad[] {
  const { emptyKg, payloadKg } = weights(vehicle);
  const carried = payloadKg * LOAD_FRACTION[level];
  const shares = frontShares(vehicle.vertical);
  const frontKg = emptyKg * shares.empty + carried * shares.payload;
  const rearKg = emptyKg + carried - frontKg;
  const axles: Omit<AxleLoad, 'loadPerTyreKg'>[] = fitments.flatMap((fitment) => {
    if (fitment.position !== 'all') return [{ ...fitment, position: fitment.position }];
    const front = vehicle.vertical === 'three-wheeler' ? 1 : 2;
    return [
      { position: 'front' as const, sizeKey: fitment.sizeKey, tyreCount: front },
      {
        position: 'rear' as const,
        sizeKey: fitment.sizeKey,
        tyreCount: Math.max(1, fitment.tyreCount - front),
      },
    ];
  });
  return axles.map((axle) => ({
    ...axle,
    loadPerTyreKg: Math.round((axle.position === 'front' ? frontKg : rearKg) / axle.tyreCount),
  }));
}
