import type { Band } from './bands';
import type { FilterDimension, ListPageDefinition, SpecRowDefinition } from './types';

/** docs/domain.md#bands: fuels and transmissions every vertical draws from. */
export const ALL_FUELS = ['petrol', 'diesel', 'electric', 'cng', 'lpg'] as const;
export const ALL_TRANSMISSIONS = ['manual', 'automatic'] as const;

/** docs/domain.md#emi: the EMI footnote's loan, the default of every vertical's calculator. */
export const DEFAULT_LOAN = { annualRatePercent: 12.57, months: 84, downPaymentPercent: 15 } as const;

/** The one EMI formula: reducing balance P·r·(1+r)^n / ((1+r)^n − 1), r = annual % / 1200; unrounded. */
export function emiOf(principal: number, annualPercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = annualPercent / 1200;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** docs/domain.md#reviews: every review rates these; a vertical adds its own. */
export const COMMON_REVIEW_ATTRIBUTES = ['comfort', 'valueForMoney', 'mileage', 'exterior'] as const;

/** The filters every vertical has: brand, body type, budget, fuel and transmission. */
export function commonFilters(
  bodyTypes: readonly string[],
  budgetBands: readonly Band[],
  fuels: readonly string[],
  transmissions: readonly string[],
): FilterDimension[] {
  return [
    {
      kind: 'multi',
      key: 'brandSlugs',
      urlParam: 'brand',
      labelKey: 'search.brand',
      source: 'brand',
      options: [],
    },
    {
      kind: 'multi',
      key: 'bodyTypes',
      urlParam: 'bodyType',
      labelKey: 'search.bodyType',
      source: 'bodyType',
      options: bodyTypes,
    },
    {
      kind: 'band',
      key: 'budget',
      urlParam: 'budget',
      labelKey: 'search.budget',
      source: 'price',
      bands: budgetBands,
      unit: 'rupees',
    },
    {
      kind: 'multi',
      key: 'fuelTypes',
      urlParam: 'fuel',
      labelKey: 'search.fuel',
      source: 'fuelType',
      options: fuels,
    },
    {
      kind: 'multi',
      key: 'transmissionTypes',
      urlParam: 'transmission',
      labelKey: 'search.transmission',
      source: 'transmission',
      options: transmissions,
    },
  ];
}

/**
 * The list pages every vertical has, named after its plural: budget pages `{plural}-{band}`, type pages
 * `{type}-{plural}`, fuel pages `{fuel}-{plural}`, and popular, latest and upcoming.
 */
export function listPages(
  plural: string,
  budgets: readonly { key: string; inMenu: boolean }[],
  types: readonly { key: string; inMenu: boolean }[],
  fuels: readonly string[],
): ListPageDefinition[] {
  return [
    ...budgets.map(({ key, inMenu }) => ({
      kind: 'budget' as const,
      slug: `${plural}-${key}`,
      apiPageType: `${plural}-${key}`,
      key,
      inMenu,
    })),
    ...types.map(({ key, inMenu }) => ({
      kind: 'type' as const,
      slug: `${key}-${plural}`,
      apiPageType: `${key}-${plural}`,
      key,
      inMenu,
    })),
    ...fuels.map((fuel) => ({
      kind: 'fuel' as const,
      slug: `${fuel}-${plural}`,
      apiPageType: fuel,
      key: fuel,
      inMenu: false,
    })),
    { kind: 'popular', slug: `popular-${plural}`, apiPageType: 'popular', key: null, inMenu: false },
    { kind: 'latest', slug: `latest-${plural}`, apiPageType: 'latest', key: null, inMenu: false },
    { kind: 'upcoming', slug: `upcoming-${plural}`, apiPageType: 'upcoming', key: null, inMenu: false },
  ];
}

export const inMenu = (keys: readonly string[], menu: readonly string[] = keys) =>
  keys.map((key) => ({ key, inMenu: menu.includes(key) }));

/** Spec rows of an electric drivetrain, shown only for electric variants. */
export const ELECTRIC_SPEC_ROWS: readonly SpecRowDefinition[] = [
  { key: 'batteryKwh', unit: 'kwh', electricOnly: true },
  { key: 'drivingRangeKm', unit: 'km', electricOnly: true },
  { key: 'chargingTimeH', unit: 'hours', electricOnly: true },
];
