/** A vehicle model as the fitment rules see it. */
export interface FitmentVehicle {
  id: number;
  vertical: string;
  brandSlug: string;
  modelSlug: string;
  bodyType: string;
  fuelType: string;
  gvwKg: number | null;
  wheels: number | null;
  powerHp: number | null;
  maxPrice: number | null;
}

export interface FitmentSeed {
  vehicleModelId: number;
  position: 'front' | 'rear' | 'all';
  sizeKey: string;
  tyreCount: number;
}

type Axles = Omit<FitmentSeed, 'vehicleModelId'>[];

const all = (sizeKey: string, tyreCount: number): Axles => [{ position: 'all', sizeKey, tyreCount }];
const axles = (front: string, frontCount: number, rear: string, rearCount: number): Axles => [
  { position: 'front', sizeKey: front, tyreCount: frontCount },
  { position: 'rear', sizeKey: rear, tyreCount: rearCount },
];

/** Factory fitments known from the makers' spec sheets (brand/model → axles). */
const KNOWN: Record<string, Axles> = {
  'truck:tata-motors/ace-gold': all('145 R12 LT', 4),
  'truck:maruti-suzuki/super-carry': all('155 R13 LT', 4),
  'truck:eicher/pro-2049': all('7.50-16', 6),
  'tractor:mahindra/575-di': axles('6.00-16', 2, '14.9-28', 2),
  'tractor:mahindra/275-di-tu': axles('6.00-16', 2, '13.6-28', 2),
  'tractor:mahindra/arjun-605-di': axles('7.50-16', 2, '16.9-28', 2),
  'tractor:mahindra/255-di-power-plus': axles('6.00-16', 2, '12.4-28', 2),
  'tractor:swaraj/744-fe': axles('6.00-16', 2, '13.6-28', 2),
  'tractor:swaraj/855-fe': axles('6.00-16', 2, '14.9-28', 2),
  'tractor:swaraj/code': axles('6.00-16', 2, '12.4-24', 2),
  'tractor:sonalika/di-745-iii': axles('6.00-16', 2, '14.9-28', 2),
  'tractor:john-deere/5050-d': axles('6.00-16', 2, '14.9-28', 2),
  'tractor:massey-ferguson/1035-di': axles('6.00-16', 2, '13.6-28', 2),
  'tractor:eicher/485': axles('6.00-16', 2, '13.6-28', 2),
  'tractor:powertrac/euro-50': axles('6.50-16', 2, '14.9-28', 2),
  'tractor:new-holland/3630-tx-plus': axles('7.50-16', 2, '14.9-28', 2),
  'tractor:kubota/mu4501': axles('6.50-20', 2, '13.6-28', 2),
  'infra:ace/14xw': all('14.00-24', 4),
  'infra:ace/fx-150': all('17.5-25', 4),
};

function truckAxles(vehicle: FitmentVehicle): Axles {
  const gvw = vehicle.gvwKg ?? 0;
  const wheels = vehicle.wheels ?? 6;
  if (gvw === 0) return all(vehicle.bodyType === 'mini' ? '145 R12 LT' : '185 R14 C', 4);
  if (gvw < 2000) return all('145 R12 LT', 4);
  if (gvw < 2600) return all('155 R13 LT', 4);
  if (gvw < 3600) return all('185 R14 C', 4);
  if (gvw < 5000) return all('7.00-16', 6);
  if (gvw < 9000) return all('7.50-16', 6);
  if (gvw < 12000) return all('8.25-20', 6);
  if (gvw < 17000) return all('10.00-20', 6);
  const front = wheels >= 12 ? 4 : 2;
  const size = vehicle.bodyType === 'dumper' ? '10.00 R20' : '295/80 R22.5';
  return axles(size, front, size, wheels - front);
}

function busAxles(vehicle: FitmentVehicle): Axles {
  const gvw = vehicle.gvwKg ?? 0;
  if (vehicle.bodyType === 'van' || (gvw > 0 && gvw < 5000)) return all('195 R15 C', 4);
  if (gvw > 0 && gvw < 10000) return all('7.50-16', 6);
  if (gvw > 0 && gvw < 14000) return all('8.25-20', 6);
  return all('295/80 R22.5', 6);
}

function threeWheelerAxles(vehicle: FitmentVehicle): Axles {
  if (vehicle.bodyType === 'e-rickshaw') return all('3.75-12', 3);
  if (vehicle.bodyType === 'cargo' && vehicle.fuelType !== 'electric') return all('4.50-10', 3);
  if (vehicle.fuelType === 'electric') return all('4.00-12', 3);
  return all('4.00-8', 3);
}

function tractorAxles(vehicle: FitmentVehicle): Axles {
  const hp = vehicle.powerHp ?? 0;
  const fourWheelDrive = vehicle.bodyType === '4wd' || vehicle.modelSlug.includes('4wd');
  const front = fourWheelDrive ? '8.3-20' : hp > 50 ? '7.50-16' : '6.00-16';
  const rear = hp > 50 ? '16.9-28' : hp > 42 ? '14.9-28' : hp > 30 ? '13.6-28' : '12.4-28';
  return axles(front, 2, rear, 2);
}

/**
 * Backhoe loaders leave the factory on 12.5-18 industrial tyres in front and 16.9-28 R-4 at the rear
 * (JCB 3DX, CAT 424, Mahindra EarthMaster, Case 770 / 851); pick-and-carry cranes on 14.00-24 or
 * 17.5-25 all round. Crawler excavators run on tracks and take no tyres.
 */
function infraAxles(vehicle: FitmentVehicle): Axles {
  if (vehicle.bodyType === 'backhoe-loader') return axles('12.5-18', 2, '16.9-28', 2);
  if (vehicle.bodyType === 'crane') return all('14.00-24', 4);
  return [];
}

/**
 * The tyre sizes each vehicle model takes: the makers' fitments where known (Tata Ace Gold on 145 R12 LT,
 * Mahindra 575 DI on 6.00-16 front and 14.9-28 rear), otherwise what its class usually leaves the
 * factory on (by GVW and wheels for trucks and buses, body and fuel for three-wheelers, power for
 * tractors, body type for infra machines).
 */
export function tyreFitmentsFor(vehicle: FitmentVehicle): FitmentSeed[] {
  const known = KNOWN[`${vehicle.vertical}:${vehicle.brandSlug}/${vehicle.modelSlug}`];
  const rule: Record<string, (v: FitmentVehicle) => Axles> = {
    truck: truckAxles,
    bus: busAxles,
    'three-wheeler': threeWheelerAxles,
    tractor: tractorAxles,
    infra: infraAxles,
  };
  const found = known ?? rule[vehicle.vertical]?.(vehicle) ?? [];
  return found.map((axle) => ({ ...axle, vehicleModelId: vehicle.id }));
}
