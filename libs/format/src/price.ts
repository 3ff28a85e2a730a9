import type { LocaleCode } from '@cvb/contracts';

const LAKH = 1e5;
const CRORE = 1e7;

/** The words for one unit (lakh or crore): Telugu inflects them, the other languages do not. */
interface UnitWords {
  /** After exactly 1: "1 లక్ష". */
  one: string;
  /** After any other amount: "2.50 లక్షలు". */
  other: string;
  /** Before a postposition ("₹10 లక్షల లోపు"); after exactly 1 the `one` word is kept. */
  oblique: string;
}

const same = (word: string): UnitWords => ({ one: word, other: word, oblique: word });

/**
 * Lakh and crore in each language (docs/domain.md#prices): English keeps "Lakh" and "Cr"; the others use the
 * words of docs/domain.md#prices (Telugu లక్ష / లక్షలు, కోటి / కోట్లు).
 */
export const PRICE_WORDS: Record<LocaleCode, { lakh: UnitWords; crore: UnitWords }> = {
  en: { lakh: same('Lakh'), crore: same('Cr') },
  hi: { lakh: same('लाख'), crore: same('करोड़') },
  mr: { lakh: same('लाख'), crore: same('कोटी') },
  pa: { lakh: same('ਲੱਖ'), crore: same('ਕਰੋੜ') },
  ta: { lakh: same('லட்சம்'), crore: same('கோடி') },
  te: {
    lakh: { one: 'లక్ష', other: 'లక్షలు', oblique: 'లక్షల' },
    crore: { one: 'కోటి', other: 'కోట్లు', oblique: 'కోట్ల' },
  },
};

/**
 * 250000000 → "2,50,00,000": Indian 3-2-2 grouping with Latin digits, rounded to a whole number. Written out rather
 * than `Intl.NumberFormat('en-IN')`, whose first use loads the locale's data (about 25 ms on a mid-range phone,
 * while the page starts) for what is one pattern.
 */
export function groupIndian(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

export interface PriceOptions {
  /** Leave out the lakh / crore word (the flag of docs/domain.md#prices). */
  withoutSuffix?: boolean;
  /**
   * A band label: the amount without trailing zeros ("10 Lakh", "1.5 Lakh"), where a vehicle's price
   * keeps two decimals ("10.00 Lakh").
   */
  round?: boolean;
  /**
   * The price stands before a postposition ("₹10 లక్షల లోపు"): Telugu takes the oblique form of its
   * unit word; the other languages are unchanged.
   */
  beforePostposition?: boolean;
}

function amountText(amount: number, round: boolean): string {
  const fixed = amount.toFixed(2);
  return round ? String(Number(fixed)) : fixed;
}

function unitWord(words: UnitWords, amount: string, beforePostposition: boolean): string {
  if (Math.abs(Number(amount)) === 1) return words.one;
  return beforePostposition ? words.oblique : words.other;
}

/**
 * The price display of docs/domain.md#prices, without the ₹ sign: 1e7 and up in crore ("1.25 Cr", "1.25 करोड़"), 1e5 and
 * up in lakh to two decimals ("12.50 Lakh", "1.00 లక్ష"), smaller values with Indian grouping
 * ("85,000"). Latin digits in every language.
 */
export function formatPrice(value: number, locale: LocaleCode = 'en', options: PriceOptions = {}): string {
  const abs = Math.abs(value);
  if (abs < LAKH) return groupIndian(value);
  const isCrore = abs >= CRORE;
  const amount = amountText(value / (isCrore ? CRORE : LAKH), options.round ?? false);
  if (options.withoutSuffix) return amount;
  const words = PRICE_WORDS[locale][isCrore ? 'crore' : 'lakh'];
  return `${amount} ${unitWord(words, amount, options.beforePostposition ?? false)}`;
}

/** `formatPrice` with the rupee sign: "₹12.50 Lakh", "₹85,000". */
export function formatRupees(value: number, locale: LocaleCode = 'en', options: PriceOptions = {}): string {
  return `₹${formatPrice(value, locale, options)}`;
}

/**
 * The price of a budget band's label, a round number: "₹10 Lakh", "₹1 Cr", "₹1.5 Lakh". Pass
 * `beforePostposition` when the sentence puts a postposition after it ("{{price}} లోపు").
 */
export function formatBandPrice(
  value: number,
  locale: LocaleCode = 'en',
  options: Pick<PriceOptions, 'beforePostposition'> = {},
): string {
  return formatRupees(value, locale, { ...options, round: true });
}

/** A price range "₹4.99 Lakh - ₹6.70 Lakh", or one price when both ends are equal. */
export function formatPriceRange(min: number, max: number, locale: LocaleCode = 'en'): string {
  const low = formatRupees(min, locale);
  return min === max ? low : `${low} - ${formatRupees(max, locale)}`;
}
