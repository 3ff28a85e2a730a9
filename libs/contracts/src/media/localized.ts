import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../verticals';

/** A text stored per locale; English is always there and is the fallback for the other five. */
export const localizedTextSchema = z
  .object({ en: z.string().min(1) })
  .extend(
    Object.fromEntries(
      LOCALE_CODES.filter((code) => code !== 'en').map((code) => [code, z.string().optional()]),
    ),
  )
  .strict();
export type LocalizedText = { en: string } & Partial<Record<Exclude<LocaleCode, 'en'>, string>>;

/** The text for a locale, English when that locale has none. */
export function pickLocale(text: LocalizedText, locale: LocaleCode): string {
  return text[locale] ?? text.en;
}
