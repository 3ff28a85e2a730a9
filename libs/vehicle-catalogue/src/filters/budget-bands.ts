import { perVertical, verticalDefinition, type VehicleVertical } from '@cvb/contracts';

/** One budget band: the rupee range a model's price must fall in, and its text key. */
export interface BudgetBand {
  key: string;
  minRupees: number;
  /** Upper end in rupees; null for an open "above …" band. */
  maxRupees: number | null;
  labelKey: string;
}

function toBudgetBands(vertical: VehicleVertical): BudgetBand[] {
  return verticalDefinition(vertical).budgetBands.map((band) => ({
    key: band.key,
    minRupees: band.min ?? 0,
    maxRupees: band.max,
    labelKey: `budget.${band.key}`,
  }));
}

/** Budget bands per vertical, from its VerticalDefinition (one [min, max) rule for the whole site). */
export const BUDGET_BANDS: Readonly<Record<VehicleVertical, readonly BudgetBand[]>> =
  perVertical(toBudgetBands);

/** The band with this key in the vertical, or undefined when the key is unknown there. */
export function findBudgetBand(vertical: VehicleVertical, key: string): BudgetBand | undefined {
  return BUDGET_BANDS[vertical].find((candidate) => candidate.key === key);
}
