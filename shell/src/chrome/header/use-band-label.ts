import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Band, BandDimension } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { bandLabel } from '@cvb/vehicle-catalogue/chrome';

/**
 * The label of a band in the page's language ("Under ₹1 Cr", "21–30 HP"), from the one band formatter of the
 * site (the search page's), so a header menu, the home finder and the search filters read a band alike.
 */
export function useBandLabel(): (dimension: BandDimension, band: Band) => string {
  const { t } = useTranslation('shell', { keyPrefix: 'header.bands' });
  const locale = useAppSelector(selectLocale);
  return useCallback(
    (dimension: BandDimension, band: Band) => bandLabel(dimension, band, t, locale),
    [t, locale],
  );
}
