import type { LocaleCode } from '@cvb/contracts';

const LAKH = 1e5;
const CRORE = 1e7;

/**
 * The words for one unit (lakh or crore). Telugu, Marathi and Tamil inflect them before a postposition (the oblique
 * form: "₹10 లక్షల లోపు", "₹10 लाखांपेक्षा कमी", "₹4 லட்சத்துக்கு மேல்"). Marathi texts write the postposition
 * joined to the price ("{{price}}पेक्षा"); Tamil's form already carries the dative ending its "மேல்" and "கீழ்"
 * need, so Tamil texts keep a space (docs/domain.md#prices).
 */
interface UnitWords {
  /** After exactly 1: "1 లక్ష". */
  one: string;
  /** After any other amount: "2.50 లక్షలు". */
  other: string;
  /** Before a postposition after any amount but 1: "₹10 లక్షల", "₹10 लाखां", "₹10 லட்சத்துக்கு". */
  oblique: string;
  /** Before a postposition after exactly 1: "₹1 లక్ష", "₹1 लाखा"; the `one` word when not given. */
  obliqueOne?: string;
}

const same = (word: string): UnitWords => ({ one: word, other: word, oblique: word });

/**
 * Lakh and crore in each language (docs/domain.md#prices): English keeps "Lakh" and "Cr"; the others use the
 * words of docs/domain.md#prices (Telugu లక్ష / లక్షలు, కోటి / కోట్లు), with the oblique forms of Telugu, Marathi
 * (लाखा / लाखां, कोटी / कोटीं) and Tamil (லட்சத்துக்கு, கோடிக்கு).
 */
export const PRICE_WORDS: Record<LocaleCode, { lakh: UnitWords; crore: UnitWords }> = {
  en: { lakh: same('Lakh'), crore: same('Cr') },
  hi: { lakh: same('लाख'), crore: same('करोड़') },
  mr: {
    lakh: { one: 'लाख', other: 'लाख', oblique: 'लाखां', obliqueOne: 'लाखा' },
    crore: { one: 'कोटी', other: 'कोटी', oblique: 'कोटीं', obliqueOne: 'कोटी' },
  },
  pa: { lakh: same('ਲੱਖ'), crore: same('ਕਰੋੜ') },
  ta: {
    lakh: { one: 'லட்சம்', other: 'லட்சம்', oblique: 'லட்சத்துக்கு', obliqueOne: 'லட்சத்துக்கு' },
    crore: { one: 'கோடி', other: 'கோடி', oblique: 'கோடிக்கு', obliqueOne: 'கோடிக்கு' },
  },
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
   * The price stands before "under" / "above" ("₹10 లక్షల లోపు", "₹10 लाखांपेक्षा कमी", "₹4 லட்சத்துக்கு மேல்"):
   * Telugu, Marathi and Tamil take the oblique form of their unit word; the other languages are unchanged.
   */
  beforePostposition?: boolean;
  /**
   * The price stands before "from" / "to" ("₹4 లక్షల నుండి", "₹4 लाखांपासून"): Telugu and Marathi take the oblique
   * form; Tamil's முதல் and வரை follow the plain word ("₹4 லட்சம் முதல்").
   */
  beforeFrom?: boolean;
}

function amountText(amount: number, round: boolean): string {
  const fixed = amount.toFixed(2);
  return round ? String(Number(fixed)) : fixed;
}

/** The languages whose "from" / "to" words follow the oblique form of lakh and crore. */
const FROM_TAKES_OBLIQUE: ReadonlySet<LocaleCode> = new Set(['te', 'mr']);

function takesOblique(locale: LocaleCode, options: PriceOptions): boolean {
  return (
    (options.beforePostposition ?? false) || ((options.beforeFrom ?? false) && FROM_TAKES_OBLIQUE.has(locale))
  );
}

function unitWord(words: UnitWords, amount: string, beforePostposition: boolean): string {
  const one = Math.abs(Number(amount)) === 1;
  if (beforePostposition) return one ? (words.obliqueOne ?? words.one) : words.oblique;
  return one ? words.one : words.other;
}

/** The lakh or crore word after `amount` ("2.50"), in the form `options` ask for. */
export function priceUnitWord(
  locale: LocaleCode,
  unit: 'lakh' | 'crore',
  amount: string,
  options: Pick<PriceOptions, 'beforePostposition' | 'beforeFrom'> = {},
): string {
  return unitWord(PRICE_WORDS[locale][unit], amount, takesOblique(locale, options));
}

/**
 * The amount in lakh or crore: crore from 1e7, and from the value that would round to "100.00 lakh" (99,99,999 is
 * ₹1.00 crore, not ₹100.00 lakh).
 */
function unitOf(abs: number, round: boolean): { divisor: number; isCrore: boolean } {
  const inLakh = Number(amountText(abs / LAKH, round));
  return abs >= CRORE || inLakh >= 100
    ? { divisor: CRORE, isCrore: true }
    : { divisor: LAKH, isCrore: false };
}

/**
 * The price display of docs/domain.md#prices, without the ₹ sign: 1e7 and up in crore ("1.25 Cr", "1.25 करोड़"), 1e5 and
 * up in lakh to two decimals ("12.50 Lakh", "1.00 లక్ష"), smaller values with Indian grouping
 * ("85,000"). Latin digits in every language.
 */
export function formatPrice(value: number, locale: LocaleCode = 'en', options: PriceOptions = {}): string {
  const abs = Math.abs(value);
  if (abs < LAKH) return groupIndian(value);
  const { divisor, isCrore } = unitOf(abs, options.round ?? false);
  const amount = amountText(value / divisor, options.round ?? false);
  if (options.withoutSuffix) return amount;
  return `${amount} ${priceUnitWord(locale, isCrore ? 'crore' : 'lakh', amount, options)}`;
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
  options: Pick<PriceOptions, 'beforePostposition' | 'beforeFrom'> = {},
): string {
  return formatRupees(value, locale, { ...options, round: true });
}

/** A price range "₹4.99 Lakh - ₹6.70 Lakh", or one price when both ends are equal. */
export function formatPriceRange(min: number, max: number, locale: LocaleCode = 'en'): string {
  const low = formatRupees(min, locale);
  return min === max ? low : `${low} - ${formatRupees(max, locale)}`;
}
