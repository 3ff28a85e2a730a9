import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { formatBandPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { SectionTitle, Skeleton } from '@cvb/ui';
import { findBudgetBand } from '../filters';
import { catalogueListPages } from '../list-pages/catalogue-list-pages';
import { useBudgetBandCounts } from './band-counts';
import { ChipLinks, type ChipLink } from './chip-links';

/**
 * Links to the vertical's budget pages ("Under ₹10 Lakh") and body-type pages ("Mini truck"). A budget band
 * without a model is not linked (its page would list nothing); the counts are the search facets'.
 */
export function BrowseChips({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const pages = catalogueListPages(vertical);
  const bandCounts = useBudgetBandCounts(vertical, locale);
  const budgetLinks: ChipLink[] = pages.flatMap((page) => {
    const band = page.kind === 'budget' && page.key ? findBudgetBand(vertical, page.key) : undefined;
    if (!band || !page.key || (bandCounts.counts.get(page.key) ?? 0) === 0) return [];
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
      {bandCounts.status === 'loading' ? (
        <Skeleton $height="44px" aria-hidden="true" />
      ) : budgetLinks.length > 0 ? (
        <section aria-labelledby={budgetId}>
          <SectionTitle id={budgetId}>{t(`landing.${vertical}.byBudget`)}</SectionTitle>
          <ChipLinks links={budgetLinks} labelledBy={budgetId} />
        </section>
      ) : null}
      <section aria-labelledby={typeId}>
        <SectionTitle id={typeId}>{t(`landing.${vertical}.byType`)}</SectionTitle>
        <ChipLinks links={typeLinks} labelledBy={typeId} />
      </section>
    </>
  );
}
