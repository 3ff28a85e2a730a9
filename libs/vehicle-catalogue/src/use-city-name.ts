import { useCallback } from 'react';
import { cityName } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';

/** `(englishName) => the city's (or state's) name in the page's language`, from the site's one place table. */
export function useCityName(): (name: string) => string {
  const locale = useAppSelector(selectLocale);
  return useCallback((name: string) => cityName(name, locale), [locale]);
}
