import { useTranslation } from 'react-i18next';
import type { FilterFacets } from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import {
  BODY_TYPES,
  FUEL_TYPES,
  TRANSMISSION_TYPES,
  findBudgetBand,
  findGvwBand,
  findPayloadBand,
  hasFilterDimension,
  type FilterVertical,
  type FuelType,
  type TransmissionType,
  type VehicleFilters,
  type WeightBand,
} from '../filters';
import { OptionGroup, type GroupOption } from './option-group';
import { weightBandLabel } from './weight-band-label';

export interface FilterPanelProps {
  vertical: FilterVertical;
  facets: FilterFacets;
  filters: VehicleFilters;
  onChange: (change: Partial<VehicleFilters>) => void;
}

function toggle<T extends string>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

function known<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** Checkbox groups for brand, body type, fuel, transmission and wheels; budget, GVW and payload radios; with facet counts. */
export function FilterPanel({ vertical, facets, filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const locale = useAppSelector(selectLocale);
  const keyed = (
    facetList: FilterFacets['bodyTypes'],
    allowed: readonly string[],
    labelOf: (key: string) => string,
  ): GroupOption[] =>
    facetList
      .filter((facet) => allowed.includes(facet.key))
      .map((facet) => ({ value: facet.key, label: labelOf(facet.key), count: facet.count }));

  const budgetLabel = (key: string): string => {
    const band = findBudgetBand(vertical, key);
    if (!band) return key;
    const price = (rupees: number) => formatBandPrice(rupees, locale, { beforePostposition: true });
    if (band.maxRupees === null) return t('search.above', { price: price(band.minRupees) });
    // A band between two amounts (`10-20-lakh`) must not read like the "under" band with the same top.
    if (band.minRupees > 0)
      return t('search.between', { from: price(band.minRupees), to: price(band.maxRupees) });
    return t('search.under', { price: price(band.maxRupees) });
  };
  const budgets: GroupOption[] = [
    { value: '', label: t('search.anyBudget') },
    ...facets.budgets
      .filter((facet) => findBudgetBand(vertical, facet.key) !== undefined)
      .map((facet) => ({ value: facet.key, label: budgetLabel(facet.key), count: facet.count })),
  ];

  const weightOptions = (
    facetList: FilterFacets['gvw'],
    find: (key: string) => WeightBand | undefined,
  ): GroupOption[] => [
    { value: '', label: t('search.anyWeight') },
    ...facetList.flatMap((facet) => {
      const band = find(facet.key);
      return band ? [{ value: facet.key, label: weightBandLabel(band, t), count: facet.count }] : [];
    }),
  ];
  const wheelOptions: GroupOption[] = facets.wheels
    .filter((facet) => Number.isInteger(Number(facet.key)))
    .map((facet) => ({
      value: facet.key,
      label: t('search.wheelCount', { count: Number(facet.key) }),
      count: facet.count,
    }));

  return (
    <>
      <OptionGroup
        legend={t('search.brand')}
        name="brand"
        type="checkbox"
        options={facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count }))}
        isChecked={(slug) => filters.brandSlugs.includes(slug)}
        onChange={(slug) => onChange({ brandSlugs: toggle(filters.brandSlugs, slug) })}
      />
      <OptionGroup
        legend={t('search.bodyType')}
        name="bodyType"
        type="checkbox"
        options={keyed(facets.bodyTypes, BODY_TYPES[vertical], (key) => t(`search.bodyTypes.${key}`))}
        isChecked={(key) => filters.bodyTypes.includes(key)}
        onChange={(key) => onChange({ bodyTypes: toggle(filters.bodyTypes, key) })}
      />
      <OptionGroup
        legend={t('search.fuel')}
        name="fuel"
        type="checkbox"
        options={keyed(facets.fuelTypes, FUEL_TYPES, (key) => t(`search.fuelTypes.${key}`))}
        isChecked={(key) => known<FuelType>(FUEL_TYPES, key) && filters.fuelTypes.includes(key)}
        onChange={(key) => {
          if (known<FuelType>(FUEL_TYPES, key)) onChange({ fuelTypes: toggle(filters.fuelTypes, key) });
        }}
      />
      <OptionGroup
        legend={t('search.transmission')}
        name="transmission"
        type="checkbox"
        options={keyed(facets.transmissionTypes, TRANSMISSION_TYPES, (key) =>
          t(`search.transmissionTypes.${key}`),
        )}
        isChecked={(key) =>
          known<TransmissionType>(TRANSMISSION_TYPES, key) && filters.transmissionTypes.includes(key)
        }
        onChange={(key) => {
          if (known<TransmissionType>(TRANSMISSION_TYPES, key)) {
            onChange({ transmissionTypes: toggle(filters.transmissionTypes, key) });
          }
        }}
      />
      <OptionGroup
        legend={t('search.budget')}
        name="budget"
        type="radio"
        options={budgets}
        isChecked={(key) => (filters.budget ?? '') === key}
        onChange={(key) => onChange({ budget: key === '' ? null : key })}
      />
      {hasFilterDimension(vertical, 'wheels') && (
        <OptionGroup
          legend={t('search.wheels')}
          name="wheels"
          type="checkbox"
          options={wheelOptions}
          isChecked={(key) => filters.wheels.includes(Number(key))}
          onChange={(key) => onChange({ wheels: toggle(filters.wheels.map(String), key).map(Number) })}
        />
      )}
      {hasFilterDimension(vertical, 'gvw') && (
        <OptionGroup
          legend={t('search.gvw')}
          name="gvw"
          type="radio"
          options={weightOptions(facets.gvw, findGvwBand)}
          isChecked={(key) => (filters.gvw ?? '') === key}
          onChange={(key) => onChange({ gvw: key === '' ? null : key })}
        />
      )}
      {hasFilterDimension(vertical, 'payload') && (
        <OptionGroup
          legend={t('search.payload')}
          name="payload"
          type="radio"
          options={weightOptions(facets.payload, findPayloadBand)}
          isChecked={(key) => (filters.payload ?? '') === key}
          onChange={(key) => onChange({ payload: key === '' ? null : key })}
        />
      )}
    </>
  );
}
