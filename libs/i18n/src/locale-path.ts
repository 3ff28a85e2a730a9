import type { LocaleCode } from '@cvb/contracts';
import { DEFAULT_LOCALE, LOCALES, localeInfo } from './locales';

export interface LocalePath {
  locale: LocaleCode;
  /** The prefix found in the path ('' for English). */
  prefix: string;
  /** The path without the locale prefix, always starting with '/'. */
  path: string;
}

/** Splits '/hi/trucks/tata' into locale hi and path '/trucks/tata'. An unknown prefix is English. */
export function parseLocalePath(pathname: string): LocalePath {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = clean.split('/')[1] ?? '';
  const match = LOCALES.find((l) => l.prefix !== '' && l.prefix === `/${first}`);
  if (!match) return { locale: DEFAULT_LOCALE, prefix: '', path: clean };
  const rest = clean.slice(match.prefix.length);
  return { locale: match.code, prefix: match.prefix, path: rest === '' ? '/' : rest };
}

/** The same page in another locale: localizePath('/trucks', 'hi') is '/hi/trucks'. */
export function localizePath(path: string, locale: LocaleCode): string {
  const { path: bare } = parseLocalePath(path);
  const prefix = localeInfo(locale).prefix;
  if (prefix === '') return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}
