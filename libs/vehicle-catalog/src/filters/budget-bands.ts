/** The verticals whose list pages filter by a budget band (SPEC §9). */
export type FilterVertical = 'truck' | 'bus' | 'three-wheeler' | 'tractor';

/** One budget band: the inclusive rupee range a model's price must fall in, and its text key. */
export interface BudgetBand {
  key: string;
  minRupees: number;
  /** Upper end in rupees; null for an open "above …" band. */
  maxRupees: number | null;
  labelKey: string;
}

const LAKH = 1e5;
const CRORE = 1e7;

function band(key: string, minRupees: number, maxRupees: number | null): BudgetBand {
  return { key, minRupees, maxRupees, labelKey: `budget.${key}` };
}

function underLakh(lakh: number): BudgetBand {
  return band(`under-${lakh}-lakh`, 0, lakh * LAKH);
}

function lakhRange(fromLakh: number, toLakh: number): BudgetBand {
  return band(`${fromLakh}-${toLakh}-lakh`, fromLakh * LAKH, toLakh * LAKH);
}

const TRUCK_BANDS: readonly BudgetBand[] = [
  ...[5, 10, 15, 20, 25, 30, 40, 50, 60].map(underLakh),
  band('above-50-lakh', 50 * LAKH, null),
];

const BUS_BANDS: readonly BudgetBand[] = [
  ...[0, 5, 10, 15, 20, 25, 30, 35, 40, 45].map((from) => lakhRange(from, from + 5)),
  band('above-50-lakh', 50 * LAKH, null),
  band('under-1-crore', 0, CRORE),
  band('under-2-crore', 0, 2 * CRORE),
];

const THREE_WHEELER_BANDS: readonly BudgetBand[] = [
  lakhRange(0, 1),
  lakhRange(1, 1.5),
  lakhRange(1.5, 2),
  lakhRange(2, 3),
  band('above-3-lakh', 3 * LAKH, null),
];

const TRACTOR_BANDS: readonly BudgetBand[] = [10, 20, 30, 40, 50, 60, 70].map(underLakh);

/** Budget bands per vertical, in menu order. */
export const BUDGET_BANDS: Readonly<Record<FilterVertical, readonly BudgetBand[]>> = {
  truck: TRUCK_BANDS,
  bus: BUS_BANDS,
  'three-wheeler': THREE_WHEELER_BANDS,
  tractor: TRACTOR_BANDS,
};

/** The band with this key in the vertical, or undefined when the key is unknown there. */
export function findBudgetBand(vertical: FilterVertical, key: string): BudgetBand | undefined {
  return BUDGET_BANDS[vertical].find((candidate) => candidate.key === key);
}
