import type { LocaleCode } from '@cvb/contracts';

const LAKH = 1e5;
const CRORE = 1e7;

/** The localized "Lakh" suffix of SPEC §5. */
export const LAKH_SUFFIX: Record<LocaleCode, string> = {
  en: 'Lakh',
  hi: 'लाख',
  mr: 'लाख',
  pa: 'ਲੱਖ',
  ta: 'லட்சம்',
  te: 'లక్షలు',
};

const HINDI_WORDS = { lakh: 'लाख', crore: 'करोड़' };

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 250000000 → "2,50,00,000": Indian 3-2-2 grouping with Latin digits. */
export function groupIndian(value: number): string {
  return indianGrouping.format(Math.round(value));
}

export interface PriceOptions {
  /** Leave out the Lakh suffix (SPEC §5's flag). */
  withoutSuffix?: boolean;
}

/**
 * SPEC §5 price display: 1e7 and up as crore ("1.25 Cr"), 1e5 and up as lakh to two decimals with the
 * locale's suffix ("12.50 Lakh"), smaller values with Indian grouping ("85,000").
 */
export function formatPrice(value: number, locale: LocaleCode = 'en', options: PriceOptions = {}): string {
  const abs = Math.abs(value);
  if (abs >= CRORE) return `${(value / CRORE).toFixed(2)} Cr`;
  if (abs >= LAKH) {
    const amount = (value / LAKH).toFixed(2);
    return options.withoutSuffix ? amount : `${amount} ${LAKH_SUFFIX[locale]}`;
  }
  return groupIndian(value);
}

/** The Hindi-only variant with the Devanagari words for crore and lakh. */
export function formatPriceHindiWords(value: number): string {
  const abs = Math.abs(value);
  if (abs >= CRORE) return `${(value / CRORE).toFixed(2)} ${HINDI_WORDS.crore}`;
  if (abs >= LAKH) return `${(value / LAKH).toFixed(2)} ${HINDI_WORDS.lakh}`;
  return groupIndian(value);
}

/** A price range "₹4.99 Lakh - ₹6.70 Lakh", or one price when both ends are equal. */
export function formatPriceRange(min: number, max: number, locale: LocaleCode = 'en'): string {
  const low = `₹${formatPrice(min, locale)}`;
  return min === max ? low : `${low} - ₹${formatPrice(max, locale)}`;
}
