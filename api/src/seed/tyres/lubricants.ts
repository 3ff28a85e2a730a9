import type { FitmentVehicle } from './fitments';

export type LubricantUse =
  'hd-diesel' | 'cng' | 'three-wheeler' | 'tractor' | 'gear' | 'tractor-transmission';

export interface LubricantSeed {
  slug: string;
  brand: string;
  name: string;
  viscosity: string;
  technology: 'mineral' | 'semi-synthetic' | 'synthetic';
  quality: string;
  category: 'engine-oil' | 'gear-oil' | 'transmission-hydraulic';
  quantityLitres: number;
  price: number;
  use: LubricantUse;
}

const oil = (
  brand: string,
  name: string,
  viscosity: string,
  technology: LubricantSeed['technology'],
  quality: string,
  category: LubricantSeed['category'],
  quantityLitres: number,
  price: number,
  use: LubricantUse,
): LubricantSeed => ({
  slug: `${brand}-${name}-${quantityLitres}l`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  brand,
  name: `${brand} ${name}`,
  viscosity,
  technology,
  quality,
  category,
  quantityLitres,
  price,
  use,
});

/** Engine, gear and tractor transmission oils from Castrol, Shell, Servo, Gulf, Mobil, Veedol, HP and Valvoline. */
export const lubricantSeeds: LubricantSeed[] = [
  oil('Castrol', 'CRB Turbomax', '15W-40', 'mineral', 'API CI-4+', 'engine-oil', 15, 5200, 'hd-diesel'),
  oil('Castrol', 'Vecton Long Drain', '10W-40', 'synthetic', 'API CK-4', 'engine-oil', 15, 8900, 'hd-diesel'),
  oil('Shell', 'Rimula R4 X', '15W-40', 'mineral', 'API CI-4', 'engine-oil', 15, 5100, 'hd-diesel'),
  oil('Shell', 'Rimula R5 E', '10W-40', 'semi-synthetic', 'API CK-4', 'engine-oil', 15, 6900, 'hd-diesel'),
  oil('Servo', 'Superplus Premium', '15W-40', 'mineral', 'API CI-4+', 'engine-oil', 15, 4600, 'hd-diesel'),
  oil('Gulf', 'Superfleet LE Max', '15W-40', 'mineral', 'API CK-4', 'engine-oil', 15, 5000, 'hd-diesel'),
  oil('Mobil', 'Delvac 1300 Super', '15W-40', 'mineral', 'API CI-4+', 'engine-oil', 15, 5400, 'hd-diesel'),
  oil('Veedol', 'Take Off 4T Plus', '15W-40', 'mineral', 'API CI-4', 'engine-oil', 15, 4500, 'hd-diesel'),
  oil('HP', 'Milcy Turbo', '15W-40', 'mineral', 'API CH-4', 'engine-oil', 15, 4300, 'hd-diesel'),
  oil('Valvoline', 'All-Fleet Extreme', '15W-40', 'mineral', 'API CK-4', 'engine-oil', 15, 5300, 'hd-diesel'),
  oil('Castrol', 'CRB Turbomax CNG', '15W-40', 'mineral', 'API CI-4', 'engine-oil', 7.5, 2900, 'cng'),
  oil('Servo', 'CNG Super', '15W-40', 'mineral', 'API SL/CF', 'engine-oil', 7.5, 2500, 'cng'),
  oil('Gulf', 'Superfleet CNG', '15W-40', 'mineral', 'API CI-4', 'engine-oil', 7.5, 2700, 'cng'),
  oil('Castrol', 'Activ 3T', '20W-40', 'mineral', 'API SL', 'engine-oil', 1, 420, 'three-wheeler'),
  oil('Servo', '3T Super', '20W-40', 'mineral', 'API SL', 'engine-oil', 1, 360, 'three-wheeler'),
  oil('Veedol', 'Take Off 3W', '20W-40', 'mineral', 'API SL/CF', 'engine-oil', 1, 350, 'three-wheeler'),
  oil('Gulf', 'Pride 3W Diesel', '15W-40', 'mineral', 'API CF-4', 'engine-oil', 3, 1050, 'three-wheeler'),
  oil('Castrol', 'Tractor Super', '20W-40', 'mineral', 'API CH-4', 'engine-oil', 7.5, 2700, 'tractor'),
  oil(
    'Servo',
    'Super Tractor Oil Universal',
    '15W-30',
    'mineral',
    'API CF-4',
    'engine-oil',
    7.5,
    2450,
    'tractor',
  ),
  oil(
    'Shell',
    'Rimula R3 Turbo Tractor',
    '15W-40',
    'mineral',
    'API CH-4',
    'engine-oil',
    7.5,
    2600,
    'tractor',
  ),
  oil('Mobil', 'Delvac Agri Super', '15W-40', 'mineral', 'API CI-4', 'engine-oil', 7.5, 2750, 'tractor'),
  oil(
    'Castrol',
    'Agri Trans Plus',
    '80W',
    'mineral',
    'API GL-4',
    'transmission-hydraulic',
    10,
    3300,
    'tractor-transmission',
  ),
  oil(
    'Servo',
    'Farm UTTO',
    '10W-30',
    'mineral',
    'API GL-4',
    'transmission-hydraulic',
    10,
    3000,
    'tractor-transmission',
  ),
  oil(
    'Gulf',
    'Universal Tractor Transmission Oil',
    '10W-30',
    'mineral',
    'API GL-4',
    'transmission-hydraulic',
    10,
    3100,
    'tractor-transmission',
  ),
  oil('Castrol', 'Axle EPX', '80W-90', 'mineral', 'API GL-5', 'gear-oil', 5, 1900, 'gear'),
  oil('Servo', 'Gear HP', '80W-90', 'mineral', 'API GL-5', 'gear-oil', 5, 1650, 'gear'),
  oil('Shell', 'Spirax S3 AX', '85W-140', 'mineral', 'API GL-5', 'gear-oil', 5, 1850, 'gear'),
  oil('Veedol', 'Hypoid 90', '85W-90', 'mineral', 'API GL-5', 'gear-oil', 5, 1550, 'gear'),
];

/** The uses a vehicle's lubricants cover: its engine oil and its gear or transmission oil. */
export function lubricantUsesOf(vehicle: FitmentVehicle): LubricantUse[] {
  if (vehicle.vertical === 'tractor') return ['tractor', 'tractor-transmission'];
  if (vehicle.fuelType === 'electric') return ['gear'];
  if (vehicle.vertical === 'three-wheeler')
    return vehicle.fuelType === 'diesel' ? ['three-wheeler', 'gear'] : ['three-wheeler'];
  if (vehicle.fuelType === 'cng') return ['cng', 'gear'];
  return ['hd-diesel', 'gear'];
}
