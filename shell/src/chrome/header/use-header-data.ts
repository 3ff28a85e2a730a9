import { useEffect, useState } from 'react';
import type { HeaderDataResponse, LocaleCode } from '@cvb/contracts';
import { fetchHeaderData } from '@cvb/api-client';
import { loadHeaderData } from './header-data-cache';
import { isHeaderData } from './header-data-shape';

/** Header compare data of the locale; null while loading or when it could not be loaded. */
export function useHeaderData(locale: LocaleCode): HeaderDataResponse | null {
  const [data, setData] = useState<HeaderDataResponse | null>(null);
  useEffect(() => {
    let current = true;
    void loadHeaderData(locale, (code) => fetchHeaderData(code), isHeaderData).then((loaded) => {
      if (current) setData(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return data;
}
