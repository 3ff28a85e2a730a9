import { groupIndian } from '@cvb/format';

/** Whole rupees, Indian grouping: "₹15,35,382". */
export const rupees = (amount: number) => `₹${groupIndian(amount)}`;

/** Rupees and paise of a rate: "₹25.59". */
export const rupeesAndPaise = (amount: number) => `₹${amount.toFixed(2)}`;
