import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  fetchMandiDistricts,
  fetchMandiMarkets,
  fetchMandiStates,
  useApiData,
  type MandiFilter,
} from '@cvb/api-client';
import type { MandiCommodity, MandiPlace } from '@cvb/contracts';
import { commodityName } from '../shared/commodity-name';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { useStateName } from '../shared/use-state-name';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.desktop}) { grid-template-columns: repeat(4, 1fr); }`}
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: ${({ theme }) => theme.font.size.small};
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    width: 100%;
  }
`;

const EMPTY: MandiPlace[] = [];

function PlaceSelect({
  label,
  anyLabel,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: MandiPlace[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filter's levels, each narrowing the one before it. */
export const MANDI_LEVELS = ['commodity', 'state', 'district', 'market'] as const;
export type MandiLevel = (typeof MANDI_LEVELS)[number];

/** The filter with one level chosen: the levels before it stay, the ones after it are cleared. */
export function chooseLevel(filter: MandiFilter, level: MandiLevel, value: string | undefined): MandiFilter {
  const at = MANDI_LEVELS.indexOf(level);
  const next: MandiFilter = {};
  MANDI_LEVELS.forEach((key, index) => {
    const kept = index < at ? filter[key] : index === at ? value : undefined;
    if (kept) next[key] = kept;
  });
  return next;
}

/**
 * Commodity → state → district → market: each list holds only the places trading the choice before it,
 * and changing a choice clears the ones after it.
 */
export function MandiFilters({
  commodities,
  value,
  onChange,
}: {
  commodities: MandiCommodity[];
  value: MandiFilter;
  onChange: (level: MandiLevel, value?: string) => void;
}) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const { commodity, state, district } = value;
  const states = useApiData(
    (signal) => fetchMandiStates(commodity, locale, signal).then((answer) => answer.states),
    `s:${commodity}:${locale}`,
  );
  const districts = useApiData(
    (signal) =>
      state
        ? fetchMandiDistricts(state, commodity, locale, signal).then((answer) => answer.districts)
        : Promise.resolve(EMPTY),
    `d:${state}:${commodity}:${locale}`,
  );
  const markets = useApiData(
    (signal) =>
      state && district
        ? fetchMandiMarkets(state, district, commodity, locale, signal).then((answer) => answer.markets)
        : Promise.resolve(EMPTY),
    `m:${state}:${district}:${commodity}:${locale}`,
  );
  const stateName = useStateName();
  const list = (result: typeof states) => (result.status === 'ready' ? result.data : EMPTY);
  const commodityOptions = commodities
    .map((item) => ({ slug: item.slug, name: commodityName(item, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <Grid>
      <PlaceSelect
        label={t('mandi.commodity')}
        anyLabel={t('mandi.any')}
        value={commodity ?? ''}
        options={commodityOptions}
        onChange={(next) => onChange('commodity', next || undefined)}
      />
      <PlaceSelect
        label={t('mandi.state')}
        anyLabel={t('mandi.any')}
        value={state ?? ''}
        options={list(states).map((item) => ({ ...item, name: stateName(item.name) }))}
        onChange={(next) => onChange('state', next || undefined)}
      />
      <PlaceSelect
        label={t('mandi.district')}
        anyLabel={t('mandi.any')}
        value={district ?? ''}
        options={list(districts)}
        disabled={!state}
        onChange={(next) => onChange('district', next || undefined)}
      />
      <PlaceSelect
        label={t('mandi.market')}
        anyLabel={t('mandi.any')}
        value={value.market ?? ''}
        options={list(markets)}
        disabled={!district}
        onChange={(next) => onChange('market', next || undefined)}
      />
    </Grid>
  );
}
