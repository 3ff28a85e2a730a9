import type { TFunction } from 'i18next';
import { verticalDefinition, type RunningCostResponse, type VehicleVertical } from '@cvb/contracts';
import { rupeesAndPaise } from './money';

/** The comparison's "cost per km" row: each compared variant's default estimate, in the order compared. */
export function costPerUnitRow(
  vertical: VehicleVertical,
  slugs: readonly string[],
  answer: RunningCostResponse,
  t: TFunction,
): { key: string; label: string; values: (string | null)[] } | null {
  const defaults = verticalDefinition(vertical).runningCost;
  if (!defaults) return null;
  const bySlug = new Map(answer.variants.map((variant) => [variant.slug, variant.estimate.costPerUnit]));
  return {
    key: 'costPerUnit',
    label: t(`catalogue:runningCost.compareRow.${defaults.usageUnit}`),
    values: slugs.map((slug) => {
      const value = bySlug.get(slug);
      return value === null || value === undefined ? null : rupeesAndPaise(value);
    }),
  };
}
