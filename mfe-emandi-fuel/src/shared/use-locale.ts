import type { LocaleCode } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';

export function useLocale(): LocaleCode {
  return useAppSelector(selectLocale);
}
