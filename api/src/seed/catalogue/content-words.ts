import type { VehicleSpecSeed } from './vertical-seed-types';

export const CONTENT_LOCALES = ['en', 'hi', 'mr', 'pa', 'ta', 'te'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** What a model's localized description, FAQ, pros and cons are written from. Prices in rupees. */
export interface ContentInput {
  name: string;
  brandName: string;
  bodyType: string;
  fuelType: string;
  minPrice: number | null;
  maxPrice: number | null;
  expectedLaunch: string | null;
  specs: VehicleSpecSeed;
}

export interface ModelContent {
  description: string;
  faq: { question: string; answer: string }[];
  pros: string[];
  cons: string[];
}

const LAKH: Record<ContentLocale, string> = {
  en: 'lakh',
  hi: 'लाख',
  mr: 'लाख',
  pa: 'ਲੱਖ',
  ta: 'லட்சம்',
  te: 'లక్షలు',
};
const CRORE: Record<ContentLocale, string> = {
  en: 'crore',
  hi: 'करोड़',
  mr: 'कोटी',
  pa: 'ਕਰੋੜ',
  ta: 'கோடி',
  te: 'కోట్లు',
};

/** ₹24.50 lakh or ₹1.45 crore, in the locale's words (Latin digits, as the site shows prices). */
export function priceWords(locale: ContentLocale, rupees: number): string {
  return rupees >= 10_000_000
    ? `₹${(rupees / 10_000_000).toFixed(2)} ${CRORE[locale]}`
    : `₹${(rupees / 100_000).toFixed(2)} ${LAKH[locale]}`;
}

export const FUEL_WORDS: Record<ContentLocale, Record<string, string>> = {
  en: { diesel: 'diesel', petrol: 'petrol', cng: 'CNG', lpg: 'LPG', electric: 'electric' },
  hi: { diesel: 'डीज़ल', petrol: 'पेट्रोल', cng: 'सीएनजी', lpg: 'एलपीजी', electric: 'इलेक्ट्रिक' },
  mr: { diesel: 'डिझेल', petrol: 'पेट्रोल', cng: 'सीएनजी', lpg: 'एलपीजी', electric: 'इलेक्ट्रिक' },
  pa: { diesel: 'ਡੀਜ਼ਲ', petrol: 'ਪੈਟਰੋਲ', cng: 'ਸੀਐਨਜੀ', lpg: 'ਐਲਪੀਜੀ', electric: 'ਇਲੈਕਟ੍ਰਿਕ' },
  ta: { diesel: 'டீசல்', petrol: 'பெட்ரோல்', cng: 'சிஎன்ஜி', lpg: 'எல்பிஜி', electric: 'மின்சார' },
  te: { diesel: 'డీజిల్', petrol: 'పెట్రోల్', cng: 'సీఎన్‌జీ', lpg: 'ఎల్‌పీజీ', electric: 'ఎలక్ట్రిక్' },
};

/** "₹x to ₹y", "price coming soon", in one locale. */
export function priceRange(
  locale: ContentLocale,
  input: Pick<ContentInput, 'minPrice' | 'maxPrice'>,
): string | null {
  if (input.minPrice === null || input.maxPrice === null) return null;
  const from = priceWords(locale, input.minPrice);
  const to = priceWords(locale, input.maxPrice);
  const joiner: Record<ContentLocale, string> = {
    en: `${from} to ${to}`,
    hi: `${from} से ${to}`,
    mr: `${from} ते ${to}`,
    pa: `${from} ਤੋਂ ${to}`,
    ta: `${from} முதல் ${to} வரை`,
    te: `${from} నుండి ${to}`,
  };
  return joiner[locale];
}
