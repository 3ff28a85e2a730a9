import { useCallback } from 'react';
import { stateName } from './state-names';
import { useLocale } from './use-locale';

/** `(englishName) => the state's name in the page's language`. */
export function useStateName(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name: string) => stateName(name, locale), [locale]);
}
