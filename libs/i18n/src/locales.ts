import type { LocaleCode } from '@cvb/contracts';

export interface LocaleInfo {
  code: LocaleCode;
  /** BCP 47 tag used for <html lang> and by the API (docs/domain.md#languages). */
  tag: string;
  /** Path prefix; English has none. */
  prefix: string;
  /** The language's own name, as shown in the language selector. */
  nativeName: string;
}

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', tag: 'en', prefix: '', nativeName: 'English' },
  { code: 'hi', tag: 'hi-IN', prefix: '/hi', nativeName: 'हिन्दी' },
  { code: 'mr', tag: 'mr-IN', prefix: '/mr', nativeName: 'मराठी' },
  { code: 'pa', tag: 'pa', prefix: '/pa', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'ta', tag: 'ta-IN', prefix: '/ta', nativeName: 'தமிழ்' },
  { code: 'te', tag: 'te-IN', prefix: '/te', nativeName: 'తెలుగు' },
];

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function localeInfo(code: LocaleCode): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}
