import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterDimension, FilterFacets } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { chosenBand, chosenList, type VehicleFilters } from '../filters';
import { dimensionValueLabel, type LabelContext } from './dimension-labels';
import { OptionGroup, type GroupOption } from './option-group';

export interface DimensionGroupProps {
  vertical: VehicleVertical;
  dimension: FilterDimension;
  facets: FilterFacets;
  filters: VehicleFilters;
  onChange: (change: Partial<VehicleFilters>) => void;
}

const toggle = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** The values a group offers, with their counts: brands and bands/options the data has, or the counted numbers. */
function offeredValues(dimension: FilterDimension, facets: FilterFacets): [string, number][] {
  if (dimension.kind === 'multi' && dimension.source === 'brand')
    return facets.brands.map((brand) => [brand.slug, brand.count]);
  const counts = new Map((facets.dimensions[dimension.key] ?? []).map((facet) => [facet.key, facet.count]));
  const vocabulary =
    dimension.kind === 'band'
      ? dimension.bands.map((band) => band.key)
      : dimension.kind === 'multi'
        ? dimension.options
        : [...counts.keys()];
  return vocabulary.flatMap((value) => {
    const count = counts.get(value);
    return count === undefined ? [] : [[value, count]];
  });
}

/** One filter of the search page, drawn from its descriptor: checkboxes (multi, range) or radios (band). */
export function DimensionGroup({ vertical, dimension, facets, filters, onChange }: DimensionGroupProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const { key } = dimension;
  const context: LabelContext = { vertical, t, locale, brands: facets.brands };
  const offered: GroupOption[] = offeredValues(dimension, facets).map(([value, count]) => ({
    value,
    label: dimensionValueLabel(dimension, value, context),
    count,
  }));
  const setValue = (value: readonly string[] | string | null) =>
    onChange({ values: { ...filters.values, [key]: value } });

  if (dimension.kind === 'band') {
    const any: GroupOption = {
      value: '',
      label: dimension.unit === 'rupees' ? t('search.anyBudget') : t('search.anyValue'),
    };
    return (
      <OptionGroup
        legend={t(dimension.labelKey)}
        name={dimension.urlParam}
        type="radio"
        options={offered.length > 0 ? [any, ...offered] : []}
        isChecked={(value) => (chosenBand(filters, key) ?? '') === value}
        onChange={(value) => setValue(value === '' ? null : value)}
      />
    );
  }

  const chosen = chosenList(filters, key);
  return (
    <OptionGroup
      legend={t(dimension.labelKey)}
      name={dimension.urlParam}
      type="checkbox"
      options={offered}
      isChecked={(value) => chosen.includes(value)}
      onChange={(value) => setValue(toggle(chosen, value))}
    />
  );
}
