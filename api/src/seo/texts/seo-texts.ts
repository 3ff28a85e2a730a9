import type { LocaleCode } from '@cvb/contracts';
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

/** The template with each `{{name}}` replaced by its value (a missing value leaves the mark out). */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_mark, name: string) => String(values[name] ?? '')).trim();
}
