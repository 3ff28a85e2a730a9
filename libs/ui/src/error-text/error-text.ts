import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@cvb/contracts';
import { errorKind, type ErrorKind } from './error-kind';
import { errorTexts } from './texts';

/** Sentences a page says instead of the general ones for some kinds ("This vehicle is no longer listed"). */
export type ErrorTextOverrides = Partial<Record<ErrorKind, string>>;

function isLocale(code: string): code is LocaleCode {
  return Object.prototype.hasOwnProperty.call(errorTexts, code);
}

/**
 * What to tell a visitor about a failed call, in their language: one sentence for the kind of failure (a page may
 * give its own for some kinds). Never the error's own message, which is for developers.
 */
export function errorText(error: unknown, locale: string, overrides: ErrorTextOverrides = {}): string {
  const kind = errorKind(error);
  return overrides[kind] ?? errorTexts[isLocale(locale) ? locale : 'en'][kind];
}

/** `errorText` in the page's language; re-renders when the language changes. */
export function useErrorText(): (error: unknown, overrides?: ErrorTextOverrides) => string {
  const { i18n } = useTranslation();
  return (error, overrides) => errorText(error, i18n?.language ?? 'en', overrides);
}
