import type { VehicleSpecs } from '@cvb/contracts';

/** The specs of the Tata Ace Gold (a mini truck) as the API answers them: the truck of the model and compare tests. */
export const aceSpecs: VehicleSpecs = {
  bodyType: 'mini',
  fuelType: 'diesel',
  transmission: 'manual',
  wheels: 4,
  gvwKg: 1815,
  payloadKg: 750,
  engineCc: 702,
  powerHp: 20,
  torqueNm: 45,
  mileageKmpl: 18.5,
  fuelTankL: 30,
  wheelbaseMm: 2100,
  axle: '4x2',
  chassisType: 'Ladder frame',
  seating: 'D+1',
  seats: null,
  drivingRangeKm: null,
  batteryKwh: null,
  chargingTimeH: null,
  warranty: '3 years / 1,00,000 km',
  extraSpecs: {},
};
