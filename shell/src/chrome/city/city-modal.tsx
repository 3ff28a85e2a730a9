import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { City } from '@cvb/contracts';
import { useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { type CityOption } from '@cvb/store';
import { media, Skeleton, useDialogFocus } from '@cvb/ui';
import { filterCities } from './city-filter';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: stretch;
  justify-content: center;
  background: rgba(16, 24, 40, 0.5);
  ${media.tablet} {
    align-items: flex-start;
    padding-top: 10vh;
  }
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${media.tablet} {
    width: 520px;
    max-height: 75vh;
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 16px 48px rgba(16, 24, 40, 0.25);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(2)}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
  }
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.background};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

const SearchField = styled.div`
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

/** The city picker: a labelled dialog with a search box over the city list (SPEC §2, Header). */
export function CityModal({ current, loadCities, onChoose, onClose }: Props) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const cities = useApiData(loadCities, 'cities');
  useDialogFocus(dialog, true, onClose, input);

  const filtered = useMemo(
    () => (cities.status === 'ready' ? filterCities(cities.data, query) : []),
    [cities, query],
  );

  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Head>
          <h2 id={titleId}>{t('city.title')}</h2>
          <Close type="button" aria-label={t('city.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Close>
        </Head>
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
          <ApiDataView
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
                      {city.name}
                      <span>{city.state}</span>
                    </CityButton>
                  </li>
                ))}
              </ul>
            )}
          </ApiDataView>
        </Results>
      </Dialog>
    </Backdrop>
  );
}
