import type { VerticalDefinition } from '../verticals/types';
import { ownershipCost, type OwnershipPlan } from './ownership-cost';
import { ownershipInputs } from './ownership-inputs';
import type { RunningCostPlace, RunningCostVariant } from './running-cost-api';

/** The plan a vertical's page starts from: its usage and period, its loan, no driver and no tolls. */
export function defaultPlan(definition: VerticalDefinition): OwnershipPlan | null {
  const defaults = definition.runningCost;
  if (!defaults) return null;
  return {
    monthlyUsage: defaults.monthlyUsage,
    years: defaults.years,
    downPaymentPercent: definition.loan.downPaymentPercent,
    annualRatePercent: definition.loan.annualRatePercent,
    loanMonths: definition.loan.months,
    driverWagePerMonth: 0,
    tollsPerMonth: 0,
  };
}

/** Cost per km (engine hour) and per tonne-km over the default plan: the model page's "running cost ≈ ₹X per km". */
export function runningCostEstimate(
  definition: VerticalDefinition,
  variant: RunningCostVariant,
  place: RunningCostPlace,
): RunningCostVariant['estimate'] {
  const plan = defaultPlan(definition);
  const defaults = definition.runningCost;
  const { vehicle } = defaults ? ownershipInputs(variant, place, defaults) : { vehicle: null };
  if (!plan || !vehicle) return { costPerUnit: null, costPerTonneUnit: null };
  const cost = ownershipCost(vehicle, plan);
  return { costPerUnit: cost.costPerUnit, costPerTonneUnit: cost.costPerTonneUnit };
}
