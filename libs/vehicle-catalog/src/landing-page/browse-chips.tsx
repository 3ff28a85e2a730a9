import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { formatBandPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { SectionTitle } from '@cvb/ui';
import { findBudgetBand } from '../filters';
import { catalogListPages } from '../list-pages/catalog-list-pages';

import { ChipLinks, type ChipLink } from './chip-links';

/** Links to the vertical's budget pages ("Under ₹10 Lakh") and body-type pages ("Mini truck"). */
export function BrowseChips({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation('catalog');
  const locale = useAppSelector(selectLocale);
  const pages = catalogListPages(vertical);
  const budgetLinks: ChipLink[] = pages.flatMap((page) => {
    const band = page.kind === 'budget' && page.key ? findBudgetBand(vertical, page.key) : undefined;
    if (!band) return [];
    const label =
      band.maxRupees === null
        ? t('search.above', { price: formatBandPrice(band.minRupees, locale, { beforePostposition: true }) })
        : t('search.under', { price: formatBandPrice(band.maxRupees, locale, { beforePostposition: true }) });
    return [{ to: page.path, label }];
  });
  const typeLinks: ChipLink[] = pages
    .filter((page) => page.kind === 'type' && page.key)
    .map((page) => ({ to: page.path, label: t(`lists.${vertical}.types.${page.key}.title`) }));
  const budgetId = `browse-${vertical}-budget`;
  const typeId = `browse-${vertical}-type`;
  return (
    <>
      <section aria-labelledby={budgetId}>
        <SectionTitle id={budgetId}>{t(`landing.${vertical}.byBudget`)}</SectionTitle>
        <ChipLinks links={budgetLinks} labelledBy={budgetId} />
      </section>
      <section aria-labelledby={typeId}>
        <SectionTitle id={typeId}>{t(`landing.${vertical}.byType`)}</SectionTitle>
        <ChipLinks links={typeLinks} labelledBy={typeId} />
      </section>
    </>
  );
}
