import type { LocaleCode } from '@cvb/contracts';
import { fillTemplate } from '@cvb/i18n/case-endings';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';
import type { SeoTexts } from './seo-text-types';

const TEXTS: Record<LocaleCode, SeoTexts> = { en, hi, mr, pa, ta, te };

export function seoTextsOf(locale: LocaleCode): SeoTexts {
  return TEXTS[locale];
}

/**
 * The template with each `{{name}}` replaced by its value (a missing value leaves the mark out) and a place's
 * `{{city, in}}` with `locale`'s case ending joined (மும்பையில், docs/domain.md#cities).
 */
export function fill(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
  locale: LocaleCode = 'en',
): string {
  return fillTemplate(template, values, locale).trim();
}
