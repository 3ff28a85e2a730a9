import type { InfraRow, InfraType } from './infra-models';

/** The figure an equipment type is bought by, under the spec key its rows read. */
const CAPACITY_KEY: Partial<Record<InfraType, string>> = {
  'backhoe-loader': 'bucketCapacityM3',
  excavator: 'bucketCapacityM3',
  'wheel-loader': 'bucketCapacityM3',
  'skid-steer-loader': 'bucketCapacityM3',
  'pick-and-carry-crane': 'liftCapacityKg',
  'crawler-crane': 'liftCapacityKg',
  forklift: 'liftCapacityKg',
  'transit-mixer': 'drumCapacityM3',
  'concrete-pump': 'outputM3h',
};

/** Machines that run on tracks and a hydrostatic drive rather than a gearbox on wheels. */
const TRACKED: readonly InfraType[] = ['excavator', 'crawler-crane'];

/**
 * Spec columns and extra specs of a machine. The row holds what buyers compare (power, weight, the type's
 * capacity, dig depth); engine size, torque and tank are estimated from the rated power.
 */
export function infraSpecs([, name, type, hp, , , weightKg, capacity, digDepthMm]: InfraRow) {
  const electric = name.includes('Electric');
  const capacityKey = CAPACITY_KEY[type];
  return {
    columns: {
      powerHp: hp,
      engineCc: electric ? null : Math.round((hp * 48) / 100) * 100,
      torqueNm: Math.round(hp * 4.6),
      fuelTankL: electric ? null : Math.max(40, Math.round((hp * 1.6) / 10) * 10),
      wheels: null,
      transmission: TRACKED.includes(type) ? 'automatic' : 'manual',
      warranty: '2 years / 4,000 hours',
      batteryKwh: electric ? 24 : null,
      chargingTimeH: electric ? 8 : null,
    },
    extraSpecs: {
      operatingWeightKg: weightKg,
      ...(capacityKey && capacity > 0 ? { [capacityKey]: capacity } : {}),
      ...(digDepthMm ? { maxDigDepthMm: digDepthMm } : {}),
    },
  };
}
