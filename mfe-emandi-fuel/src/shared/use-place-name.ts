import { useCallback } from 'react';
import { placeName } from '@cvb/i18n';
import { useLocale } from './use-locale';

/** `(englishName) => the city's, town's or state's name in the page's language` (the site's one place table). */
export function usePlaceName(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name: string) => placeName(name, locale), [locale]);
}
