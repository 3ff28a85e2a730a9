import type { LocaleCode, MandiCommodity } from '@cvb/contracts';

/** A commodity's name in the page's language, English (Agmarknet's name) when there is none. */
export function commodityName(commodity: Pick<MandiCommodity, 'name' | 'names'>, locale: LocaleCode): string {
  return (locale !== 'en' && commodity.names[locale]) || commodity.name;
}
