import type { RunningCostResponse, RunningCostVariant } from '@cvb/contracts';

const base: Omit<RunningCostVariant, 'slug' | 'name' | 'modelSlug' | 'modelName' | 'fuelType' | 'price'> = {
  brandSlug: 'tata-motors',
  brandName: 'Tata Motors',
  mileageKmpl: null,
  batteryKwh: null,
  drivingRangeKm: null,
  powerHp: 20,
  payloadKg: 750,
  tyres: [{ sizeKey: '145 R12 LT', count: 4, averagePrice: 3_540, offers: 10 }],
  estimate: { costPerUnit: 9.87, costPerTonneUnit: 13.16 },
};

/** A diesel mini truck and its electric rival, in Mumbai, as `trucks/running-cost` answers. */
export const dieselTruck: RunningCostVariant = {
  ...base,
  slug: 'ace-gold-std',
  name: 'STD',
  modelSlug: 'ace-gold',
  modelName: 'Tata Ace Gold',
  fuelType: 'diesel',
  price: 400_000,
  mileageKmpl: 15.9,
};

export const electricTruck: RunningCostVariant = {
  ...base,
  slug: 'ace-ev-std',
  name: 'STD',
  modelSlug: 'ace-ev',
  modelName: 'Tata Ace EV',
  fuelType: 'electric',
  price: 1_000_000,
  batteryKwh: 21.3,
  drivingRangeKm: 154,
  payloadKg: 600,
  estimate: { costPerUnit: 7.12, costPerTonneUnit: 11.87 },
};

export function runningCostAnswer(variants: RunningCostVariant[]): RunningCostResponse {
  return {
    city: { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' },
    fuel: { date: '2026-11-28', city: 'Mumbai', diesel: 90.03, petrol: 103.5, cng: 77, lpg: 67.4 },
    electricity: { perKwh: 7.3, state: 'Maharashtra' },
    rules: { roadTaxPercent: 7, insurancePercent: 3.4, registrationCharges: 9_000 },
    variants,
  };
}
