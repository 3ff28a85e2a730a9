import { navigateToUrl } from 'single-spa';
import type { LocaleCode } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { isEnglishOnlyPath } from '../header/header-menus';

/** Where a suggestion leads in the visitor's language; outside links and fuel-price pages stay as they are. */
export function searchItemHref(link: string, locale: LocaleCode): string {
  if (!link.startsWith('/') || isEnglishOnlyPath(link)) return link;
  return localizePath(link, locale);
}

export function openSearchItem(link: string, locale: LocaleCode): void {
  navigateToUrl(searchItemHref(link, locale));
}
