import { MESSAGES } from '../messages';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

import type { ValidationLocale, ValidationTexts } from './validation-texts-shape';

/**
 * The one home of the field and limit messages in the six languages: the English ones are the exact
 * MESSAGES (what the API answers); the sign-in, sell and lead forms show these for the reader's language.
 * Not exported by the package index (it holds all six): forms import one language's file.
 */
export const VALIDATION_TEXTS: Record<ValidationLocale, ValidationTexts> = {
  en: MESSAGES,
  hi,
  mr,
  pa,
  ta,
  te,
};

/** The reader's words for a message the rules or the API gave in English; the English text when unknown. */
export function translateValidation(message: string, locale: ValidationLocale): string {
  const key = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).find((name) => MESSAGES[name] === message);
  return key ? VALIDATION_TEXTS[locale][key] : message;
}
