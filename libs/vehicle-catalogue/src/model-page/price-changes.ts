import type { PriceHistory } from '@cvb/contracts';

/** One ex-showroom price change of a variant: the day it took effect, the price before and after, and by how much. */
export interface PriceChange {
  date: string;
  old: number;
  new: number;
  /** (new − old) / old × 100, one decimal. */
  percent: number;
}

/** A variant whose price changed, with its changes newest first. */
export interface VariantPriceChanges {
  slug: string;
  name: string;
  changes: PriceChange[];
}

/**
 * The variants whose ex-showroom price changed, in the model's order, each with every pair of consecutive prices
 * that differ, newest first. A variant with one price is left out; a model with no change gives none.
 */
export function priceChangesOf(history: PriceHistory): VariantPriceChanges[] {
  if (!history.changed) return [];
  return history.variants.flatMap((variant) => {
    const changes = variant.prices.flatMap((entry, index): PriceChange[] => {
      const before = variant.prices[index - 1];
      if (!before || before.price === entry.price || before.price <= 0) return [];
      const percent = Math.round(((entry.price - before.price) / before.price) * 1000) / 10;
      return [{ date: entry.from, old: before.price, new: entry.price, percent }];
    });
    return changes.length ? [{ slug: variant.slug, name: variant.name, changes: changes.reverse() }] : [];
  });
}

/** "+2.5%", "−4%", "0%" (Latin digits, a real minus sign). */
export function percentText(percent: number): string {
  const size = `${Math.abs(percent)}%`;
  if (percent > 0) return `+${size}`;
  if (percent < 0) return `−${size}`;
  return size;
}
