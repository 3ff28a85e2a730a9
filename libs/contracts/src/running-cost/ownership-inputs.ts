import { energyOf, energyPerUnit } from './energy-use';
import type { OwnershipVehicle } from './ownership-cost';
import type { RunningCostPlace, RunningCostVariant } from './running-cost-api';
import type { RunningCostDefaults, RunningCostEnergy } from './running-cost-defaults';

/** Every assumption of one vehicle, by the key it is changed with (in the page's URL too). */
export const ASSUMPTION_KEYS = [
  'price',
  'energyPrice',
  'energyPerUnit',
  'tyreCount',
  'tyrePrice',
  'tyreLife',
  'servicePerUnit',
  'insurancePercent',
  'roadTaxPercent',
  'registrationCharges',
  'permitPerYear',
  'depreciationPercent',
  'payloadKg',
] as const satisfies readonly (keyof OwnershipVehicle)[];
export type AssumptionKey = (typeof ASSUMPTION_KEYS)[number];
export type AssumptionOverrides = Partial<Record<AssumptionKey, number>>;

/** Where a value comes from, for the sentence shown beside it. */
export type AssumptionSource =
  | { kind: 'fuel'; energy: RunningCostEnergy; city: string; date: string }
  | { kind: 'tariff'; state: string | null }
  | { kind: 'spec'; spec: 'mileageKmpl' | 'battery' | 'powerHp' | 'payloadKg' | 'price' }
  | { kind: 'tyres'; sizes: RunningCostVariant['tyres'] }
  | { kind: 'rule'; state: string }
  | { kind: 'default' }
  | { kind: 'yours' }
  | { kind: 'missing' };

export interface Assumption {
  key: AssumptionKey;
  value: number | null;
  source: AssumptionSource;
}

export interface OwnershipInputs {
  energy: RunningCostEnergy | null;
  /** Null while a value the formulas need (price, energy use, fuel price) is unknown. */
  vehicle: OwnershipVehicle | null;
  assumptions: Assumption[];
}

function energyPriceOf(
  energy: RunningCostEnergy | null,
  place: RunningCostPlace,
): { value: number | null; source: AssumptionSource } {
  if (energy === null) return { value: null, source: { kind: 'missing' } };
  if (energy === 'electric')
    return { value: place.electricity.perKwh, source: { kind: 'tariff', state: place.electricity.state } };
  const value = place.fuel[energy];
  return value === null
    ? { value: null, source: { kind: 'missing' } }
    : { value, source: { kind: 'fuel', energy, city: place.fuel.city, date: place.fuel.date } };
}

function tyresOf(variant: RunningCostVariant): { count: number | null; price: number | null } {
  const priced = variant.tyres.filter((size) => size.averagePrice !== null);
  const count = variant.tyres.reduce((sum, size) => sum + size.count, 0);
  if (count === 0 || priced.length !== variant.tyres.length) return { count: count || null, price: null };
  const spend = priced.reduce((sum, size) => sum + size.count * (size.averagePrice ?? 0), 0);
  return { count, price: Math.round(spend / count) };
}

/**
 * The assumptions of one variant in one city, each with its source: the variant's specs and price, today's fuel
 * price or tariff, the tyre catalogue, the state's rules, and the vertical's defaults, with `overrides` (the
 * visitor's own values) on top; and the vehicle the formulas take, once nothing needed is missing.
 */
export function ownershipInputs(
  variant: RunningCostVariant,
  place: RunningCostPlace,
  defaults: RunningCostDefaults,
  overrides: AssumptionOverrides = {},
): OwnershipInputs {
  const energy = energyOf(variant.fuelType);
  const electric = energy === 'electric';
  const tyres = tyresOf(variant);
  const specSource = (spec: 'mileageKmpl' | 'battery' | 'powerHp'): AssumptionSource => ({
    kind: 'spec',
    spec,
  });
  const found = (value: number | null, source: AssumptionSource) =>
    value === null ? { value, source: { kind: 'missing' } as const } : { value, source };
  const rule: AssumptionSource = { kind: 'rule', state: place.city.state };
  const byDefault: AssumptionSource = { kind: 'default' };
  const base: Record<AssumptionKey, { value: number | null; source: AssumptionSource }> = {
    price: found(variant.price, { kind: 'spec', spec: 'price' }),
    energyPrice: energyPriceOf(energy, place),
    energyPerUnit: found(
      energyPerUnit(variant, defaults),
      specSource(defaults.usageUnit === 'hour' ? 'powerHp' : electric ? 'battery' : 'mileageKmpl'),
    ),
    tyreCount: found(tyres.count, { kind: 'tyres', sizes: variant.tyres }),
    tyrePrice: found(tyres.price, { kind: 'tyres', sizes: variant.tyres }),
    tyreLife: { value: defaults.tyreLife, source: byDefault },
    servicePerUnit: {
      value: electric ? defaults.servicePerUnit.electric : defaults.servicePerUnit.combustion,
      source: byDefault,
    },
    insurancePercent: { value: place.rules.insurancePercent, source: rule },
    roadTaxPercent: { value: place.rules.roadTaxPercent, source: rule },
    registrationCharges: { value: place.rules.registrationCharges, source: rule },
    permitPerYear: { value: defaults.permitPerYear, source: byDefault },
    depreciationPercent: { value: defaults.depreciationPercent, source: byDefault },
    payloadKg: found(variant.payloadKg, { kind: 'spec', spec: 'payloadKg' }),
  };
  const assumptions = ASSUMPTION_KEYS.map((key): Assumption => {
    const own = overrides[key];
    return own === undefined ? { key, ...base[key] } : { key, value: own, source: { kind: 'yours' } };
  });
  const value = (key: AssumptionKey) => assumptions.find((a) => a.key === key)?.value ?? null;
  const needed = ['price', 'energyPrice', 'energyPerUnit'] as const;
  if (needed.some((key) => value(key) === null)) return { energy, vehicle: null, assumptions };
  const vehicle: OwnershipVehicle = {
    price: value('price') ?? 0,
    energyPrice: value('energyPrice') ?? 0,
    energyPerUnit: value('energyPerUnit') ?? 0,
    tyreCount: value('tyreCount') ?? 0,
    tyrePrice: value('tyrePrice') ?? 0,
    tyreLife: value('tyreLife') ?? 0,
    servicePerUnit: value('servicePerUnit') ?? 0,
    insurancePercent: value('insurancePercent') ?? 0,
    roadTaxPercent: value('roadTaxPercent') ?? 0,
    registrationCharges: value('registrationCharges') ?? 0,
    permitPerYear: value('permitPerYear') ?? 0,
    depreciationPercent: value('depreciationPercent') ?? 0,
    payloadKg: value('payloadKg'),
  };
  return { energy, vehicle, assumptions };
}
