import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMPLEMENT_TYPES, type ImplementList, type ImplementType } from '@cvb/contracts';
import { Button } from '@cvb/ui';

/** Tractor powers a farmer picks from (the API takes any whole HP from 10 to 150). */
const HP_CHOICES = [20, 30, 40, 45, 50, 60, 75] as const;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
const Selects = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  label {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    font-weight: 700;
  }
  select {
    min-height: 44px;
    font: inherit;
  }
`;

export interface ImplementFilterState {
  type?: ImplementType;
  hp?: number;
  brand?: string;
}

interface ImplementFiltersProps {
  state: ImplementFilterState;
  /** Counts of the last answer; null while the first one loads. */
  counts: Pick<ImplementList, 'typeCounts' | 'brandCounts'> | null;
  onChange: (name: keyof ImplementFilterState, value: string | undefined) => void;
}

/** Type chips with counts, the farmer's tractor HP and the brand. */
export function ImplementFilters({ state, counts, onChange }: ImplementFiltersProps) {
  const { t } = useTranslation('implements');
  const typeCount = new Map(counts?.typeCounts.map(({ key, count }) => [key, count]));
  const types = IMPLEMENT_TYPES.filter(
    (key) => !counts || (typeCount.get(key) ?? 0) > 0 || key === state.type,
  );
  const hps = [...new Set([...HP_CHOICES, ...(state.hp ? [state.hp] : [])])].sort((a, b) => a - b);
  const brands = counts?.brandCounts.map(({ key }) => key) ?? [];
  if (state.brand && !brands.some((brand) => brand.toLowerCase() === state.brand?.toLowerCase()))
    brands.push(state.brand);
  return (
    <Filters>
      <Chips role="group" aria-label={t('type')}>
        <Button
          type="button"
          $variant={state.type ? 'secondary' : 'primary'}
          aria-pressed={!state.type}
          onClick={() => onChange('type', undefined)}
        >
          {t('all')}
        </Button>
        {types.map((key) => (
          <Button
            key={key}
            type="button"
            $variant={key === state.type ? 'primary' : 'secondary'}
            aria-pressed={key === state.type}
            onClick={() => onChange('type', key)}
          >
            {t(`types.${key}`)}
            {counts ? ` (${typeCount.get(key) ?? 0})` : ''}
          </Button>
        ))}
      </Chips>
      <Selects>
        <label>
          {t('hp')}
          <select
            value={state.hp ?? ''}
            onChange={(event) => onChange('hp', event.target.value || undefined)}
          >
            <option value="">{t('anyHp')}</option>
            {hps.map((choice) => (
              <option key={choice} value={choice}>
                {t('hpOption', { hp: choice })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('brand')}
          <select
            value={state.brand ?? ''}
            onChange={(event) => onChange('brand', event.target.value || undefined)}
          >
            <option value="">{t('anyBrand')}</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </label>
      </Selects>
    </Filters>
  );
}
