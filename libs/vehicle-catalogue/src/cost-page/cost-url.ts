import {
  ASSUMPTION_KEYS,
  commaList,
  MAX_OWNERSHIP_YEARS,
  MAX_RUNNING_COST_VARIANTS,
  type AssumptionKey,
  type AssumptionOverrides,
  type OwnershipPlan,
} from '@cvb/contracts';
import { isSlug } from '../filters/filter-options';

/** The plan's fields, by the short name each has in the page's URL. */
export const PLAN_PARAMS = {
  usage: 'monthlyUsage',
  years: 'years',
  down: 'downPaymentPercent',
  rate: 'annualRatePercent',
  tenure: 'loanMonths',
  driver: 'driverWagePerMonth',
  tolls: 'tollsPerMonth',
} as const satisfies Record<string, keyof OwnershipPlan>;
export type PlanParam = keyof typeof PLAN_PARAMS;

/** Everything the visitor chose, as the URL holds it (so a result can be shared). */
export interface CostChoices {
  variants: string[];
  city: string | null;
  plan: Partial<OwnershipPlan>;
  /** The visitor's own values of a variant's assumptions, by variant slug. */
  overrides: Record<string, AssumptionOverrides>;
}

const OVERRIDE = /^x\.([a-z0-9-]+)\.([a-zA-Z]+)$/;

function numberOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** Whole numbers where the plan needs them, the period within 1–10 years. */
function planValue(key: keyof OwnershipPlan, value: number): number | null {
  if (key === 'years')
    return Number.isInteger(value) && value >= 1 && value <= MAX_OWNERSHIP_YEARS ? value : null;
  if (key === 'loanMonths') return Number.isInteger(value) && value >= 1 && value <= 120 ? value : null;
  if (key === 'downPaymentPercent') return value <= 100 ? value : null;
  return value;
}

const isAssumption = (key: string): key is AssumptionKey =>
  (ASSUMPTION_KEYS as readonly string[]).includes(key);

/** The choices in a URL's query; anything malformed is left out (the defaults apply). */
export function costChoicesFrom(params: URLSearchParams): CostChoices {
  const variants = commaList(params.get('variants')).filter(isSlug).slice(0, MAX_RUNNING_COST_VARIANTS);
  const city = params.get('city');
  const plan: Partial<OwnershipPlan> = {};
  for (const [param, key] of Object.entries(PLAN_PARAMS)) {
    const number = numberOf(params.get(param));
    const value = number === null ? null : planValue(key, number);
    if (value !== null) plan[key] = value;
  }
  const overrides: CostChoices['overrides'] = {};
  for (const [name, raw] of params) {
    const match = OVERRIDE.exec(name);
    const value = numberOf(raw);
    if (!match || value === null) continue;
    const [, slug = '', key = ''] = match;
    if (variants.includes(slug) && isAssumption(key)) overrides[slug] = { ...overrides[slug], [key]: value };
  }
  return { variants, city: city && isSlug(city) ? city : null, plan, overrides };
}

/** The query string of the choices (without `?`), in a stable order. */
export function costChoicesQuery(choices: CostChoices): string {
  const params = new URLSearchParams();
  if (choices.variants.length > 0) params.set('variants', choices.variants.join(','));
  if (choices.city) params.set('city', choices.city);
  for (const [param, key] of Object.entries(PLAN_PARAMS)) {
    const value = choices.plan[key];
    if (value !== undefined) params.set(param, String(value));
  }
  for (const slug of choices.variants) {
    for (const key of ASSUMPTION_KEYS) {
      const value = choices.overrides[slug]?.[key];
      if (value !== undefined) params.set(`x.${slug}.${key}`, String(value));
    }
  }
  return params.toString().replace(/%2C/g, ',');
}
