import type { AdOwner } from '../ads/ad-options';
import type { VehicleVertical } from '../verticals';
import { USED_VALUATION_MIN_COMPARABLES } from './used-constants';
import type { UsedPriceVsEstimate, UsedValuationAdjustment } from './used-valuation';

/**
 * The fair-price formula of the used marketplace (docs/domain.md#used-marketplace), one module for the valuation
 * page and every ad page.
 *
 * retained(age) = (1 + firstYear) / 2 in the year of registration, then max(floor, firstYear × (1 − yearly)^(age − 1)).
 * kms factor = 1 − kmsWeight × (kms / expected − 1), kept between 0.85 and 1.08, where expected = kmsPerYear × max(age, 0.5).
 * owner factor: 1st 1, 2nd 0.95, 3rd and later 0.90.
 * formula price = new price × retained × kms factor × owner factor; with enough similar active ads the middle moves a
 * third of the way to their median; the range is the middle ± spread. Rupees are rounded to the nearest thousand.
 */
export interface DepreciationCurve {
  /** Share of the new price kept after the first full year. */
  firstYear: number;
  /** Share lost each further year, of what was left. */
  yearly: number;
  /** The curve never drops below this share (a running old vehicle is still worth its parts and work). */
  floor: number;
  /** What a vehicle of the vertical usually runs a year (km; tractors and machines: km-equivalent of their hours). */
  kmsPerYear: number;
  /** Half the width of the range, as a share of the middle. */
  spread: number;
}

/** Per vertical: tractors and machines hold their value longest, three-wheelers and buses lose it fastest. */
export const DEPRECIATION_CURVES: Readonly<Record<VehicleVertical, DepreciationCurve>> = {
  truck: { firstYear: 0.8, yearly: 0.11, floor: 0.15, kmsPerYear: 60_000, spread: 0.08 },
  bus: { firstYear: 0.78, yearly: 0.12, floor: 0.12, kmsPerYear: 70_000, spread: 0.08 },
  'three-wheeler': { firstYear: 0.78, yearly: 0.13, floor: 0.1, kmsPerYear: 30_000, spread: 0.1 },
  tractor: { firstYear: 0.85, yearly: 0.08, floor: 0.25, kmsPerYear: 6_000, spread: 0.07 },
  infra: { firstYear: 0.82, yearly: 0.1, floor: 0.2, kmsPerYear: 10_000, spread: 0.09 },
};

export const OWNER_FACTORS: Readonly<Record<AdOwner, number>> = { '1st': 1, '2nd': 0.95, '3rd+': 0.9 };

const KMS_WEIGHT = 0.1;
const KMS_FACTOR_MIN = 0.85;
const KMS_FACTOR_MAX = 1.08;
/** An ad within this many percent of its estimate is "in line". */
const IN_LINE_PERCENT = 3;

export const roundToThousand = (rupees: number): number => Math.round(rupees / 1000) * 1000;

/** Whole years since the model year (0 in the model year itself; a future year counts as 0). */
export const vehicleAge = (modelYear: number, now: Date): number =>
  Math.max(0, now.getUTCFullYear() - modelYear);

export function retainedShare(vertical: VehicleVertical, age: number): number {
  const curve = DEPRECIATION_CURVES[vertical];
  if (age <= 0) return (1 + curve.firstYear) / 2;
  return Math.max(curve.floor, curve.firstYear * (1 - curve.yearly) ** (age - 1));
}

export function expectedKms(vertical: VehicleVertical, age: number): number {
  return Math.round(DEPRECIATION_CURVES[vertical].kmsPerYear * Math.max(age, 0.5));
}

export function kmsFactor(vertical: VehicleVertical, age: number, kms: number): number {
  const ratio = kms / expectedKms(vertical, age);
  const factor = 1 - KMS_WEIGHT * (ratio - 1);
  return Math.min(KMS_FACTOR_MAX, Math.max(KMS_FACTOR_MIN, factor));
}

export interface EstimateInput {
  vertical: VehicleVertical;
  newPrice: number;
  year: number;
  kms: number;
  owner: AdOwner;
  /** Asking prices of similar active ads (same model, year within 2). */
  comparablePrices: readonly number[];
  now: Date;
}

export interface Estimate {
  low: number;
  mid: number;
  high: number;
  ageYears: number;
  curveRetained: number;
  adjustments: UsedValuationAdjustment[];
  formulaPrice: number;
  comparison: { count: number; medianPrice: number | null; used: boolean; minimum: number };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function estimateUsedPrice(input: EstimateInput): Estimate {
  const age = vehicleAge(input.year, input.now);
  const retained = retainedShare(input.vertical, age);
  const kms = kmsFactor(input.vertical, age, input.kms);
  const owner = OWNER_FACTORS[input.owner];
  const exactFormula = input.newPrice * retained * kms * owner;
  const medianPrice = median(input.comparablePrices);
  const used = medianPrice !== null && input.comparablePrices.length >= USED_VALUATION_MIN_COMPARABLES;
  const exactMid = used ? exactFormula + (medianPrice - exactFormula) / 3 : exactFormula;
  const spread = DEPRECIATION_CURVES[input.vertical].spread;
  return {
    low: roundToThousand(exactMid * (1 - spread)),
    mid: roundToThousand(exactMid),
    high: roundToThousand(exactMid * (1 + spread)),
    ageYears: age,
    curveRetained: Math.round(retained * 10_000) / 10_000,
    adjustments: [
      {
        kind: 'kms',
        factor: Math.round(kms * 10_000) / 10_000,
        expectedKms: expectedKms(input.vertical, age),
      },
      { kind: 'owner', factor: owner, expectedKms: null },
    ],
    formulaPrice: roundToThousand(exactFormula),
    comparison: {
      count: input.comparablePrices.length,
      medianPrice: medianPrice === null ? null : Math.round(medianPrice),
      used,
      minimum: USED_VALUATION_MIN_COMPARABLES,
    },
  };
}

/** "priced 8 % below the estimate": the asking price against the estimate's middle. */
export function priceVsEstimate(price: number, estimateMid: number): UsedPriceVsEstimate {
  const percent = Math.round(((price - estimateMid) / estimateMid) * 100);
  if (Math.abs(percent) <= IN_LINE_PERCENT) return { direction: 'in-line', percent: 0 };
  return { direction: percent < 0 ? 'below' : 'above', percent: Math.abs(percent) };
}
