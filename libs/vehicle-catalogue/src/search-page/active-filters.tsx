import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { verticalDefinition, type FilterFacets } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { chosenList, type VehicleFilters } from '../filters';
import { dimensionValueLabel } from './dimension-labels';

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface ActiveFiltersProps {
  vertical: VehicleVertical;
  facets: FilterFacets;
  filters: VehicleFilters;
  onChange: (change: Partial<VehicleFilters>) => void;
}

interface Chip {
  id: string;
  label: string;
  remove: () => void;
}

/** A removable chip per chosen value of every dimension of the definition, in its order, and "Clear all". */
export function ActiveFilters({ vertical, facets, filters, onChange }: ActiveFiltersProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const context = { vertical, t, locale, brands: facets.brands };
  const chips: Chip[] = verticalDefinition(vertical).filters.flatMap((dimension) => {
    const chosen = chosenList(filters, dimension.key);
    return chosen.map((value) => ({
      id: `${dimension.key}:${value}`,
      label: dimensionValueLabel(dimension, value, context),
      remove: () =>
        onChange({
          values: {
            ...filters.values,
            [dimension.key]: dimension.kind === 'band' ? null : chosen.filter((other) => other !== value),
          },
        }),
    }));
  });
  if (chips.length === 0) return null;
  return (
    <Chips aria-label={t('search.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            aria-label={t('search.removeFilter', { label: chip.label })}
            onClick={chip.remove}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" onClick={() => onChange({ values: {} })}>
            {t('search.clearFilters')}
          </button>
        </li>
      )}
    </Chips>
  );
}
