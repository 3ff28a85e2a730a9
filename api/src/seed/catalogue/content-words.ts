import { formatRupees } from '@cvb/format';
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

/**
 * ₹24.50 Lakh or ₹1.45 करोड़, in the locale's price words (`@cvb/format`, docs/domain.md#prices); `beforeFrom` when
 * "from" / "to" follows, where Telugu and Marathi take the oblique form.
 */
export function priceWords(
  locale: ContentLocale,
  rupees: number,
  options: { beforeFrom?: boolean } = {},
): string {
  return formatRupees(rupees, locale, options);
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
  const from = priceWords(locale, input.minPrice, { beforeFrom: true });
  const to = priceWords(locale, input.maxPrice, { beforeFrom: true });
  const joiner: Record<ContentLocale, string> = {
    en: `${from} to ${to}`,
    hi: `${from} से ${to}`,
    mr: `${from}पासून ${to}पर्यंत`,
    pa: `${from} ਤੋਂ ${to}`,
    ta: `${from} முதல் ${to} வரை`,
    te: `${from} నుండి ${to} వరకు`,
  };
  return joiner[locale];
}
