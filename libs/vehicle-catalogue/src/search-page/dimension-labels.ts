import type { TFunction } from 'i18next';
import type { BrandFacet, FilterDimension, LocaleCode, VehicleVertical } from '@cvb/contracts';
import { bandLabel } from './band-label';

export interface LabelContext {
  vertical: VehicleVertical;
  t: TFunction;
  locale: LocaleCode;
  /** Brand names of the facets (a brand's value is its slug). */
  brands: readonly BrandFacet[];
}

/**
 * What one value of a dimension reads as, in the filter panel and on its chip: a brand's name, an option's text
 * (a vertical's own word first), a band's range ("41–50 HP") or a count ("4 cylinders").
 */
export function dimensionValueLabel(
  dimension: FilterDimension,
  value: string,
  { vertical, t, locale, brands }: LabelContext,
): string {
  switch (dimension.kind) {
    case 'band': {
      const band = dimension.bands.find((candidate) => candidate.key === value);
      return band ? bandLabel(dimension, band, t, locale) : value;
    }
    case 'range':
      return t(`search.counts.${dimension.unit}`, { count: Number(value) });
    case 'multi':
      if (dimension.source === 'brand') return brands.find((brand) => brand.slug === value)?.name ?? value;
      return t([`search.${dimension.key}Of.${vertical}.${value}`, `search.${dimension.key}.${value}`], {
        defaultValue: value,
      });
  }
}
