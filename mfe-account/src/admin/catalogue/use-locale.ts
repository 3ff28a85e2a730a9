import type { LocaleCode } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';

/** The editor's language: the desk's writes ask the API for messages in it. */
export function useDeskLocale(): LocaleCode {
  return useAppSelector(selectLocale);
}
