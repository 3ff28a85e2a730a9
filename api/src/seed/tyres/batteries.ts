import type { FitmentVehicle } from './fitments';

export type BatteryClass = 'three-wheeler' | 'small' | 'lcv' | 'heavy' | 'tractor';

export interface BatterySeed {
  slug: string;
  brand: string;
  name: string;
  capacityAh: number;
  orientation: 'left' | 'right';
  powerCca: number;
  size: string;
  layout: string;
  warrantyMonths: number;
  price: number;
  fits: BatteryClass[];
}

const battery = (
  brand: string,
  name: string,
  capacityAh: number,
  powerCca: number,
  size: string,
  orientation: 'left' | 'right',
  warrantyMonths: number,
  price: number,
  fits: BatteryClass[],
): BatterySeed => ({
  slug: `${brand}-${name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  brand,
  name: `${brand} ${name}`,
  capacityAh,
  orientation,
  powerCca,
  size,
  layout: orientation === 'right' ? '0' : '1',
  warrantyMonths,
  price,
  fits,
});

/** 12 V starter batteries for commercial vehicles and tractors (Exide, Amaron, SF Sonic, Luminous, Tata Green, Livguard). */
export const batterySeeds: BatterySeed[] = [
  battery('Exide', 'Mileage ML38B20L', 35, 300, '197 × 129 × 227 mm', 'left', 36, 4300, [
    'three-wheeler',
    'small',
  ]),
  battery('Exide', 'Xpress XP800', 80, 500, '306 × 173 × 225 mm', 'right', 18, 7900, ['lcv', 'tractor']),
  battery('Exide', 'Xpress XP880', 88, 550, '306 × 173 × 225 mm', 'right', 18, 8600, ['tractor', 'lcv']),
  battery('Exide', 'Xpress HD XP1300', 130, 760, '410 × 176 × 233 mm', 'right', 18, 12400, ['heavy']),
  battery('Exide', 'Xplore XLTZ 3W', 32, 240, '187 × 128 × 200 mm', 'left', 24, 3500, ['three-wheeler']),
  battery('Exide', 'Tractor Drive 100L', 100, 620, '330 × 173 × 240 mm', 'left', 24, 9600, ['tractor']),
  battery('Amaron', 'Hi-Life Pro 35L', 35, 330, '197 × 129 × 227 mm', 'left', 48, 4700, [
    'three-wheeler',
    'small',
  ]),
  battery('Amaron', 'Hi-Life Pro 65R', 65, 470, '260 × 173 × 225 mm', 'right', 36, 7200, ['lcv', 'small']),
  battery('Amaron', 'Hi-Way 100', 100, 640, '410 × 176 × 233 mm', 'right', 36, 10900, ['heavy', 'tractor']),
  battery('Amaron', 'Hi-Way 150', 150, 900, '508 × 222 × 240 mm', 'right', 36, 15800, ['heavy']),
  battery('Amaron', 'Flo 3W', 32, 270, '187 × 128 × 200 mm', 'left', 36, 3900, ['three-wheeler']),
  battery('Amaron', 'Black 88R', 88, 580, '306 × 173 × 225 mm', 'right', 30, 9200, ['tractor', 'lcv']),
  battery('SF Sonic', 'Tractor Power 88', 88, 540, '306 × 173 × 225 mm', 'right', 24, 7800, ['tractor']),
  battery('SF Sonic', 'Hi-Tech 3W 35L', 35, 280, '197 × 129 × 227 mm', 'left', 24, 3600, ['three-wheeler']),
  battery('SF Sonic', 'CV Power 130', 130, 740, '410 × 176 × 233 mm', 'right', 18, 11600, ['heavy']),
  battery('SF Sonic', 'Flash Start 45L', 45, 360, '238 × 129 × 227 mm', 'left', 30, 5100, ['small']),
  battery('Luminous', 'Pro Charge 3W 32', 32, 250, '187 × 128 × 200 mm', 'left', 24, 3300, ['three-wheeler']),
  battery('Luminous', 'Pro Charge 80R', 80, 500, '306 × 173 × 225 mm', 'right', 24, 7400, ['lcv', 'tractor']),
  battery('Luminous', 'Pro Charge CV 150', 150, 860, '508 × 222 × 240 mm', 'right', 24, 14900, ['heavy']),
  battery('Tata Green', 'Tractor 88 Ah', 88, 560, '306 × 173 × 225 mm', 'right', 30, 8100, ['tractor']),
  battery('Tata Green', 'CV 100 Ah', 100, 620, '410 × 176 × 233 mm', 'right', 30, 9800, ['heavy', 'lcv']),
  battery('Livguard', 'LGCV 65R', 65, 450, '260 × 173 × 225 mm', 'right', 30, 6700, ['lcv', 'small']),
  battery('Livguard', 'LGTR 100', 100, 600, '330 × 173 × 240 mm', 'right', 30, 9300, ['tractor']),
  battery('Livguard', 'LG3W 35', 35, 290, '197 × 129 × 227 mm', 'left', 30, 3700, ['three-wheeler']),
];

/** The battery class of a vehicle; none for electric vehicles (their traction packs are not sold here). */
export function batteryClassOf(vehicle: FitmentVehicle): BatteryClass | null {
  if (vehicle.fuelType === 'electric') return null;
  if (vehicle.vertical === 'three-wheeler') return 'three-wheeler';
  if (vehicle.vertical === 'tractor') return 'tractor';
  if (vehicle.vertical === 'infra') return 'heavy';
  const gvw = vehicle.gvwKg ?? 0;
  if (vehicle.vertical === 'bus') return gvw > 0 && gvw < 7500 ? 'lcv' : 'heavy';
  if (gvw > 0 && gvw < 3600) return 'small';
  if (gvw < 12000) return 'lcv';
  return 'heavy';
}
