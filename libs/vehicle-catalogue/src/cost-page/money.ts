import { groupIndian } from '@cvb/format';

/** Whole rupees, Indian grouping: "₹15,35,382". */
export const rupees = (amount: number) => `₹${groupIndian(amount)}`;

/** Rupees and paise of a rate, Indian grouping: "₹25.59", "₹1,600.38". */
export function rupeesAndPaise(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && paise > 0 ? '-' : '';
  return `${sign}₹${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
}
