import {
  breakEvenYear,
  energyOf,
  ownershipCost,
  ownershipInputs,
  type AssumptionOverrides,
  type OwnershipCost,
  type OwnershipInputs,
  type OwnershipPlan,
  type RunningCostDefaults,
  type RunningCostResponse,
  type RunningCostVariant,
} from '@cvb/contracts';

/** One compared variant: its assumptions and, once nothing needed is missing, its cost of ownership. */
export interface OwnershipResult {
  variant: RunningCostVariant;
  inputs: OwnershipInputs;
  cost: OwnershipCost | null;
}

/** An EV or CNG vehicle set against a diesel or petrol one, and the year it has cost no more in total. */
export interface BreakEven {
  challenger: OwnershipResult;
  incumbent: OwnershipResult;
  year: number | null;
}

/** Every variant of the answer worked out with the plan and the visitor's own values. */
export function ownershipResults(
  data: RunningCostResponse,
  defaults: RunningCostDefaults,
  plan: OwnershipPlan,
  overrides: Record<string, AssumptionOverrides>,
): OwnershipResult[] {
  return data.variants.map((variant) => {
    const inputs = ownershipInputs(variant, data, defaults, overrides[variant.slug]);
    return { variant, inputs, cost: inputs.vehicle ? ownershipCost(inputs.vehicle, plan) : null };
  });
}

const CHALLENGERS = new Set(['electric', 'cng']);
const INCUMBENTS = new Set(['diesel', 'petrol']);

/** Each pair of an electric or CNG variant that costs more to buy with a diesel or petrol one. */
export function breakEvens(results: readonly OwnershipResult[]): BreakEven[] {
  const costed = results.filter((result) => result.cost !== null);
  return costed.flatMap((challenger) =>
    costed
      .filter(
        (incumbent) =>
          CHALLENGERS.has(energyOf(challenger.variant.fuelType) ?? '') &&
          INCUMBENTS.has(energyOf(incumbent.variant.fuelType) ?? '') &&
          (challenger.cost?.startCash ?? 0) > (incumbent.cost?.startCash ?? 0),
      )
      .map((incumbent) => ({
        challenger,
        incumbent,
        year: challenger.cost && incumbent.cost ? breakEvenYear(challenger.cost, incumbent.cost) : null,
      })),
  );
}

export const variantName = (variant: RunningCostVariant) => `${variant.modelName} ${variant.name}`;
