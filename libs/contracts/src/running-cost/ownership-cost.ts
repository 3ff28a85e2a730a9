import { yearlyInterest } from './loan-interest';

/** One vehicle as the cost-of-ownership formulas see it; every amount in rupees. */
export interface OwnershipVehicle {
  /** Ex-showroom price. */
  price: number;
  /** Litres, kg or kWh used per usage unit (km or engine hour). */
  energyPerUnit: number;
  /** ₹ per litre, kg or kWh. */
  energyPrice: number;
  tyreCount: number;
  /** ₹ per tyre. */
  tyrePrice: number;
  /** Life of a set of tyres in the usage unit. */
  tyreLife: number;
  servicePerUnit: number;
  /** Insurance premium, percent of the insured value (which falls with the depreciation). */
  insurancePercent: number;
  /** One-time road tax, percent of the ex-showroom price, paid in the first year. */
  roadTaxPercent: number;
  /** Registration and other one-time charges, paid in the first year. */
  registrationCharges: number;
  permitPerYear: number;
  depreciationPercent: number;
  /** Null when unknown (a bus); the cost per tonne-km is then null too. */
  payloadKg: number | null;
}

/** How the vehicle is used and paid for. */
export interface OwnershipPlan {
  monthlyUsage: number;
  years: number;
  downPaymentPercent: number;
  annualRatePercent: number;
  loanMonths: number;
  driverWagePerMonth: number;
  tollsPerMonth: number;
}

export const COST_PARTS = [
  'interest',
  'energy',
  'tyres',
  'service',
  'insurance',
  'taxAndPermit',
  'depreciation',
  'driver',
  'tolls',
] as const;
export type CostPart = (typeof COST_PARTS)[number];

/** One year of ownership: each part rounded to the rupee, their total, and the cost per unit of work. */
export type OwnershipYear = Record<CostPart, number> & {
  year: number;
  /** Km (or hours) worked in the year. */
  usage: number;
  total: number;
  /** ₹ per km (or engine hour), to the paisa. */
  costPerUnit: number;
  /** ₹ per tonne-km at full load, to the paisa; null without a payload. */
  costPerTonneUnit: number | null;
  /** Price plus every cost but depreciation so far: what has been spent by the end of the year. */
  cumulativeCash: number;
};

export interface OwnershipCost {
  years: OwnershipYear[];
  /** Sum of every year's total (the cost of ownership). */
  total: number;
  costPerUnit: number;
  costPerTonneUnit: number | null;
  /** What the vehicle is still worth at the end (written-down value). */
  resaleValue: number;
  loanAmount: number;
  /** Spent at the start (the price): where the cumulative line begins. */
  startCash: number;
}

const paise = (value: number) => Math.round(value * 100) / 100;

function perTonne(costPerUnit: number, payloadKg: number | null): number | null {
  return payloadKg === null || payloadKg <= 0 ? null : paise(costPerUnit / (payloadKg / 1000));
}

/**
 * Year by year: EMI interest, energy, tyres (count × price ÷ life), service, insurance on the written-down
 * value, road tax and registration in year one plus the yearly permit, depreciation, driver and tolls.
 */
export function ownershipCost(vehicle: OwnershipVehicle, plan: OwnershipPlan): OwnershipCost {
  const usage = plan.monthlyUsage * 12;
  const loanAmount = Math.round(vehicle.price * (1 - plan.downPaymentPercent / 100));
  const interest = yearlyInterest(loanAmount, plan.annualRatePercent, plan.loanMonths, plan.years);
  const keep = 1 - vehicle.depreciationPercent / 100;
  const tyrePerUnit = vehicle.tyreLife > 0 ? (vehicle.tyreCount * vehicle.tyrePrice) / vehicle.tyreLife : 0;
  const years: OwnershipYear[] = [];
  let cumulativeCash = vehicle.price;
  for (let year = 1; year <= plan.years; year += 1) {
    const valueAtStart = vehicle.price * keep ** (year - 1);
    const oneTime =
      year === 1 ? (vehicle.price * vehicle.roadTaxPercent) / 100 + vehicle.registrationCharges : 0;
    const parts: Record<CostPart, number> = {
      interest: Math.round(interest[year - 1] ?? 0),
      energy: Math.round(usage * vehicle.energyPerUnit * vehicle.energyPrice),
      tyres: Math.round(usage * tyrePerUnit),
      service: Math.round(usage * vehicle.servicePerUnit),
      insurance: Math.round((valueAtStart * vehicle.insurancePercent) / 100),
      taxAndPermit: Math.round(oneTime + vehicle.permitPerYear),
      depreciation: Math.round(valueAtStart - valueAtStart * keep),
      driver: Math.round(plan.driverWagePerMonth * 12),
      tolls: Math.round(plan.tollsPerMonth * 12),
    };
    const total = COST_PARTS.reduce((sum, part) => sum + parts[part], 0);
    cumulativeCash += total - parts.depreciation;
    const costPerUnit = usage > 0 ? paise(total / usage) : 0;
    years.push({
      ...parts,
      year,
      usage,
      total,
      costPerUnit,
      costPerTonneUnit: perTonne(costPerUnit, vehicle.payloadKg),
      cumulativeCash,
    });
  }
  const total = years.reduce((sum, year) => sum + year.total, 0);
  const costPerUnit = usage > 0 && plan.years > 0 ? paise(total / (usage * plan.years)) : 0;
  return {
    years,
    total,
    costPerUnit,
    costPerTonneUnit: perTonne(costPerUnit, vehicle.payloadKg),
    resaleValue: Math.round(vehicle.price * keep ** plan.years),
    loanAmount,
    startCash: vehicle.price,
  };
}

/**
 * The year in which `challenger` (an EV or CNG vehicle that costs more to buy) has cost no more in total than
 * `incumbent` (a diesel): the first year-end at which its cumulative spending is at or below the other's, having
 * started above it. Null when it never catches up within the period, or was never behind.
 */
export function breakEvenYear(challenger: OwnershipCost, incumbent: OwnershipCost): number | null {
  if (challenger.startCash <= incumbent.startCash) return null;
  const crossing = challenger.years.find(
    (year, index) => year.cumulativeCash <= (incumbent.years[index]?.cumulativeCash ?? Infinity),
  );
  return crossing?.year ?? null;
}
