import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { City } from '@cvb/contracts';
import { cityName, stateName } from '@cvb/i18n';
import { useApiData } from '@cvb/api-client';
import { selectLocale, useAppSelector, type CityOption } from '@cvb/store';
import { DataState, Dialog, Skeleton } from '@cvb/ui';
import { filterCities } from './city-filter';

const SearchField = styled.div`
  flex: none;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    font: inherit;
  }
`;

const Results = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  p {
    padding: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const CityButton = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-pressed='true'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

interface Props {
  current: CityOption;
  loadCities: (signal: AbortSignal) => Promise<City[]>;
  onChoose: (city: CityOption) => void;
  onClose: () => void;
}

/** The city picker: a labelled dialog with a search box over the city list (docs/domain.md#header-and-footer). */
export function CityModal({ current, loadCities, onChoose, onClose }: Props) {
  const { t } = useTranslation('shell');
  const locale = useAppSelector(selectLocale);
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const cities = useApiData(loadCities, 'cities');

  const filtered = useMemo(
    () => (cities.status === 'ready' ? filterCities(cities.data, query, locale) : []),
    [cities, query, locale],
  );

  return (
    <Dialog title={t('city.title')} closeLabel={t('city.close')} onClose={onClose} initialFocus={input}>
      <SearchField>
        <label htmlFor={`${titleId}-search`}>{t('city.searchLabel')}</label>
        <input
          id={`${titleId}-search`}
          ref={input}
          type="search"
          value={query}
          placeholder={t('city.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </SearchField>
      <Results>
        <DataState
          result={cities}
          skeleton={<Skeleton $height="240px" />}
          isEmpty={() => filtered.length === 0}
          empty={<p role="status">{t('city.noMatch', { query: query.trim() })}</p>}
        >
          {() => (
            <ul aria-label={t('city.listLabel')}>
              {filtered.map((city) => (
                <li key={city.slug}>
                  <CityButton
                    type="button"
                    aria-pressed={city.slug === current.slug}
                    onClick={() => onChoose({ slug: city.slug, name: city.name })}
                  >
                    {cityName(city.name, locale)}
                    <span>{stateName(city.state, locale)}</span>
                  </CityButton>
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </Results>
    </Dialog>
  );
}
