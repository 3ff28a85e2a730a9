import type { LocaleCode } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';

/** "₹4.24 Lakh", "₹24,000": a rupee amount in the docs/domain.md#prices display. */
export function rupees(value: number, locale: LocaleCode): string {
  return `₹${formatPrice(value, locale)}`;
}
