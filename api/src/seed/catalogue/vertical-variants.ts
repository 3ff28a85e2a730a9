import type { VehicleSpecSeed } from './vertical-seed-types';
import type { VariantSeed } from './variants';

/** A variant's name and how it differs from the model's base specs. */
interface VariantPlan {
  name: string;
  seats?: number;
  batteryKwh?: number;
  drivingRangeKm?: number;
  chargingTimeH?: number;
  payloadKg?: number;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const seated = (seats: number, suffixes: string[]): VariantPlan[] =>
  suffixes.map((suffix, k) => {
    const n = Math.max(9, seats - 8 + k * 6);
    return { name: `${n} Seater${suffix}`, seats: n };
  });

function busPlans(bodyType: string, fuelType: string, specs: VehicleSpecSeed): VariantPlan[] {
  const seats = specs.seats ?? 30;
  if (fuelType === 'electric') {
    const kwh = specs.batteryKwh ?? 200;
    const km = specs.rangeKm ?? 200;
    return [
      { name: 'Non-AC', batteryKwh: kwh, drivingRangeKm: km },
      { name: 'AC', batteryKwh: kwh, drivingRangeKm: Math.round(km * 0.9) },
      { name: 'AC Long Range', batteryKwh: Math.round(kwh * 1.25), drivingRangeKm: Math.round(km * 1.2) },
    ];
  }
  switch (bodyType) {
    case 'school':
      return seated(seats, ['', '', ' Plus']);
    case 'staff':
      return seated(seats, [' Non-AC', ' Non-AC', ' AC']);
    case 'van':
      return [
        { name: `${seats} Seater`, seats },
        { name: `${seats} Seater AC`, seats },
        { name: `${seats + 2} Seater High Roof`, seats: seats + 2 },
      ];
    case 'ambulance':
      return [
        { name: 'Type B (Basic Life Support)' },
        { name: 'Type C (Advanced Life Support)' },
        { name: 'Type D (ICU)' },
      ];
    case 'sleeper':
      return [
        { name: '2+1 Sleeper 30 Berth', seats: 30 },
        { name: '2+1 Seater-Sleeper', seats: 36 },
        { name: '2+1 Sleeper AC 36 Berth', seats: 36 },
      ];
    case 'tourist':
      return [
        { name: `${seats} Seater 2x2 Non-AC`, seats },
        { name: `${seats} Seater 2x2 AC Push-back`, seats },
        { name: `${Math.max(9, seats - 6)} Seater 2x1 Luxury AC`, seats: Math.max(9, seats - 6) },
      ];
    default:
      return [
        { name: 'Non-AC', seats },
        { name: 'AC', seats },
        { name: 'AC Low Floor', seats: Math.max(9, seats - 4) },
      ];
  }
}

function threeWheelerPlans(bodyType: string, fuelType: string, specs: VehicleSpecSeed): VariantPlan[] {
  if (fuelType === 'electric') {
    const kwh = specs.batteryKwh ?? 5;
    const km = specs.rangeKm ?? 100;
    const h = specs.chargingHours ?? 4;
    if (bodyType === 'e-rickshaw')
      return [
        {
          name: 'Lead Acid',
          batteryKwh: Math.round(kwh * 0.8 * 10) / 10,
          drivingRangeKm: Math.round(km * 0.8),
          chargingTimeH: h + 2,
        },
        { name: 'Lithium-ion', batteryKwh: kwh, drivingRangeKm: km, chargingTimeH: h },
        {
          name: 'Lithium-ion Fast Charge',
          batteryKwh: kwh,
          drivingRangeKm: km,
          chargingTimeH: Math.max(2, h - 2),
        },
      ];
    const body =
      bodyType === 'cargo' ? ['Pickup', 'Delivery Van', 'Long Range'] : ['STD', 'Plus', 'Long Range'];
    return body.map((name, k) => ({
      name,
      batteryKwh: k === 2 ? Math.round(kwh * 1.2 * 10) / 10 : kwh,
      drivingRangeKm: k === 2 ? Math.round(km * 1.2) : km,
      chargingTimeH: h,
      ...(specs.payloadKg !== null && k === 1 ? { payloadKg: Math.round(specs.payloadKg * 0.95) } : {}),
    }));
  }
  if (bodyType === 'cargo') {
    const payload = specs.payloadKg ?? 500;
    return [
      { name: 'Pickup', payloadKg: payload },
      { name: 'Delivery Van', payloadKg: Math.round(payload * 0.92) },
      { name: 'Flat Bed', payloadKg: payload },
    ];
  }
  const seats = specs.seats ?? 3;
  return [
    { name: 'STD', seats },
    { name: 'Deluxe', seats },
    { name: 'Plus', seats },
  ];
}

/**
 * Two or three variants of a bus or three-wheeler model (two for every third model), prices spread evenly from
 * its minimum to its maximum (rounded to ₹1,000), each with the specs in which it differs.
 */
export function verticalVariantSeeds(
  vertical: 'bus' | 'three-wheeler',
  model: {
    slug: string;
    bodyType: string;
    fuelType: string;
    minPrice: number | null;
    maxPrice: number | null;
  },
  specs: VehicleSpecSeed,
  modelIndex: number,
): VariantSeed[] {
  const all = (vertical === 'bus' ? busPlans : threeWheelerPlans)(model.bodyType, model.fuelType, specs);
  const plans = all.slice(0, modelIndex % 3 === 0 ? 2 : 3);
  return plans.map(({ name, ...overrides }, position) => {
    const share = plans.length === 1 ? 0 : position / (plans.length - 1);
    const price =
      model.minPrice === null || model.maxPrice === null
        ? null
        : Math.round((model.minPrice + (model.maxPrice - model.minPrice) * share) / 1000) * 1000;
    const specOverrides: Record<string, number> = {};
    for (const [key, value] of Object.entries(overrides)) if (value !== undefined) specOverrides[key] = value;
    return { slug: `${model.slug}-${slugify(name)}`, name, price, specs: specOverrides, position };
  });
}
