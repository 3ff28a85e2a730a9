import { RANGE_NOUNS, type LocaleCode, type VehicleVertical } from '@cvb/contracts';

type Words = Record<LocaleCode, string>;

/** What a vertical's vehicles are called, plural, in each language. */
export const VEHICLE_NOUNS: Record<VehicleVertical, Words> = {
  truck: { en: 'trucks', hi: 'ट्रक', mr: 'ट्रक', pa: 'ਟਰੱਕ', ta: 'லாரிகள்', te: 'ట్రక్కులు' },
  bus: { en: 'buses', hi: 'बसें', mr: 'बस', pa: 'ਬੱਸਾਂ', ta: 'பேருந்துகள்', te: 'బస్సులు' },
  'three-wheeler': {
    en: 'three-wheelers',
    hi: 'थ्री-व्हीलर',
    mr: 'थ्री-व्हीलर',
    pa: 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
    ta: 'மூன்று சக்கர வாகனங்கள்',
    te: 'త్రీ-వీలర్లు',
  },
  tractor: { en: 'tractors', hi: 'ट्रैक्टर', mr: 'ट्रॅक्टर', pa: 'ਟਰੈਕਟਰ', ta: 'டிராக்டர்கள்', te: 'ట్రాక్టర్లు' },
  infra: {
    en: 'construction machines',
    hi: 'कंस्ट्रक्शन मशीनें',
    mr: 'बांधकाम यंत्रे',
    pa: 'ਕੰਸਟ੍ਰਕਸ਼ਨ ਮਸ਼ੀਨਾਂ',
    ta: 'கட்டுமான இயந்திரங்கள்',
    te: 'నిర్మాణ యంత్రాలు',
  },
};

/**
 * A vertical's vehicles as the word before a noun they qualify ("bus sales", "బస్సుల అమ్మకాలు", "லாரி விற்பனை",
 * "truck range"): the singular or oblique stem, not the plural noun. The range nouns, but for infra,
 * whose range is "machine" and whose sales are "construction machine".
 */
export const SALES_NOUNS: Record<VehicleVertical, Words> = {
  ...RANGE_NOUNS,
  infra: {
    en: 'construction machine',
    hi: 'कंस्ट्रक्शन मशीन',
    mr: 'बांधकाम यंत्र',
    pa: 'ਕੰਸਟ੍ਰਕਸ਼ਨ ਮਸ਼ੀਨ',
    ta: 'கட்டுமான இயந்திர',
    te: 'నిర్మాణ యంత్రాల',
  },
};

export const FUEL_WORDS: Record<'diesel' | 'petrol' | 'cng' | 'electric' | 'lpg', Words> = {
  diesel: { en: 'diesel', hi: 'डीज़ल', mr: 'डिझेल', pa: 'ਡੀਜ਼ਲ', ta: 'டீசல்', te: 'డీజిల్' },
  petrol: { en: 'petrol', hi: 'पेट्रोल', mr: 'पेट्रोल', pa: 'ਪੈਟਰੋਲ', ta: 'பெட்ரோல்', te: 'పెట్రోల్' },
  cng: { en: 'CNG', hi: 'सीएनजी', mr: 'सीएनजी', pa: 'ਸੀਐਨਜੀ', ta: 'சிஎன்ஜி', te: 'సీఎన్‌జీ' },
  electric: { en: 'electric', hi: 'इलेक्ट्रिक', mr: 'इलेक्ट्रिक', pa: 'ਇਲੈਕਟ੍ਰਿਕ', ta: 'மின்சார', te: 'ఎలక్ట్రిక్' },
  lpg: { en: 'LPG', hi: 'एलपीजी', mr: 'एलपीजी', pa: 'ਐਲਪੀਜੀ', ta: 'எல்பிஜி', te: 'ఎల్‌పీజీ' },
};

/** A fuel named on its own ("· electric" on a story slide): Tamil's noun, not the adjective of FUEL_WORDS. */
export const FUEL_NAMES: typeof FUEL_WORDS = {
  ...FUEL_WORDS,
  electric: { ...FUEL_WORDS.electric, ta: 'மின்சாரம்' },
};

const HINDI_BRANDS: Record<string, string> = {
  'Tata Motors': 'टाटा मोटर्स',
  Mahindra: 'महिंद्रा',
  'Ashok Leyland': 'अशोक लेलैंड',
  Eicher: 'आयशर',
  BharatBenz: 'भारतबेंज़',
  'SML Isuzu': 'एसएमएल इसुज़ु',
  Volvo: 'वोल्वो',
  'Force Motors': 'फोर्स मोटर्स',
  Olectra: 'ओलेक्ट्रा',
  Bajaj: 'बजाज',
  Piaggio: 'पियाजियो',
  TVS: 'टीवीएस',
  Atul: 'अतुल',
  Montra: 'मॉन्ट्रा',
  Euler: 'यूलर',
  Swaraj: 'स्वराज',
  Sonalika: 'सोनालिका',
  'John Deere': 'जॉन डियर',
  'Massey Ferguson': 'मैसी फर्ग्यूसन',
  Powertrac: 'पावरट्रैक',
  'New Holland': 'न्यू हॉलैंड',
  Kubota: 'कुबोटा',
  JCB: 'जेसीबी',
  'Tata Hitachi': 'टाटा हिताची',
  CASE: 'केस',
  CAT: 'कैट',
  SANY: 'सैनी',
};

/** A brand's name in a locale: Devanagari for Hindi where the trade press uses it, else as written. */
export function brandName(name: string, locale: LocaleCode): string {
  return locale === 'hi' ? (HINDI_BRANDS[name] ?? name) : name;
}

/** "October 2025" in the locale, with Latin digits. */
export function monthYear(date: Date, locale: LocaleCode): string {
  const tag = locale === 'en' ? 'en-IN' : `${locale}-IN`;
  return new Intl.DateTimeFormat(tag, {
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** "22 September 2025" in the locale, with Latin digits. */
export function dayMonthYear(date: Date, locale: LocaleCode): string {
  const tag = locale === 'en' ? 'en-IN' : `${locale}-IN`;
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** 12,345 with Indian grouping and Latin digits. */
export function indianNumber(value: number): string {
  return new Intl.NumberFormat('en-IN').format(value);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[₹%+.]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
