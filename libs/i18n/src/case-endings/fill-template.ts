import type { LocaleCode } from '@cvb/contracts';
import { isCaseEnding, joinCaseEnding } from './join-case-ending';

const MARK = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * The template with each `{{name}}` replaced by its value and each `{{name, in}}` / `{{name, located}}` by the
 * value with `locale`'s case ending joined (`joinCaseEnding`), as the pages' i18next formatters do; for
 * renderers outside i18next (the API's SEO answers). A missing or empty value leaves the mark out.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
  locale: LocaleCode,
): string {
  return template.replace(MARK, (_mark, name: string, format: string | undefined) => {
    const value = String(values[name] ?? '');
    return value !== '' && format !== undefined && isCaseEnding(format)
      ? joinCaseEnding(value, format, locale)
      : value;
  });
}
