import type { VehicleVertical } from '@cvb/contracts';
import type { LocaleCode } from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { findBudgetBand } from '../filters';
import type { CatalogueListPage } from './catalogue-list-pages';

/** The part of i18next's `t` these helpers use. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ListPageHeading {
  title: string;
  intro: string;
}

function budgetHeading(
  t: Translate,
  vertical: VehicleVertical,
  bandKey: string,
  locale: LocaleCode,
): ListPageHeading {
  const band = findBudgetBand(vertical, bandKey);
  const prefix = `catalogue:lists.${vertical}`;
  if (!band) return { title: bandKey, intro: '' };
  const isAbove = band.maxRupees === null;
  const price = formatBandPrice(isAbove ? band.minRupees : (band.maxRupees ?? 0), locale, {
    beforePostposition: true,
  });
  const textKey = isAbove ? 'budgetAbove' : 'budgetUnder';
  return {
    title: t(`${prefix}.${textKey}.title`, { price }),
    intro: t(`${prefix}.${textKey}.intro`, { price }),
  };
}

/** The localized heading and intro sentence of a list page. */
export function listPageHeading(
  t: Translate,
  vertical: VehicleVertical,
  page: CatalogueListPage,
  locale: LocaleCode,
): ListPageHeading {
  const prefix = `catalogue:lists.${vertical}`;
  if (page.kind === 'budget' && page.key) return budgetHeading(t, vertical, page.key, locale);
  const textKey =
    page.kind === 'type' && page.key
      ? `types.${page.key}`
      : page.kind === 'fuel' && page.key
        ? `fuels.${page.key}`
        : page.kind;
  return { title: t(`${prefix}.${textKey}.title`), intro: t(`${prefix}.${textKey}.intro`) };
}
