import { LOCALES } from '@cvb/i18n';
import type { LocaleCode } from '@cvb/contracts';

/** A language by its own name ('हिन्दी'), as the site's language selector shows it. */
export const localeName = (code: LocaleCode): string =>
  LOCALES.find((l) => l.code === code)?.nativeName ?? code;
