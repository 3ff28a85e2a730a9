import type { LocaleCode } from '@cvb/contracts';
import { priceUnitWord, type PriceOptions } from './price';

const LAKH = 1e5;
const CRORE = 1e7;

const short = (value: number) => String(Number(value.toFixed(2)));

/**
 * A price span as the trade writes it, one unit word for both ends: "₹23–25 Lakh", "₹1.2–1.5 करोड़"
 * (not "₹120–150 लाख"), "₹4.5 लाख" when both ends are equal. Both ends in crore once the higher one
 * rounds to a crore; the unit word inflects like `formatPrice`'s (docs/domain.md#prices).
 */
export function formatPriceSpan(
  min: number,
  max: number,
  locale: LocaleCode = 'en',
  options: Pick<PriceOptions, 'beforePostposition' | 'beforeFrom'> = {},
): string {
  const isCrore = Number(short(Math.max(min, max) / LAKH)) >= 100;
  const divisor = isCrore ? CRORE : LAKH;
  const low = short(min / divisor);
  const high = short(max / divisor);
  const range = low === high ? low : `${low}–${high}`;
  return `₹${range} ${priceUnitWord(locale, isCrore ? 'crore' : 'lakh', high, options)}`;
}
