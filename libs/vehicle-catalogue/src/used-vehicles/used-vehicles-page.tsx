import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchUsedVehicleAds, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { localizePath } from '@cvb/i18n';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, CardGrid, Container, Lead, PageTitle, Skeleton, media } from '@cvb/ui';
import { Pager } from '../search-page/pager';
import {
  filtersFromSearch,
  searchFromFilters,
  toPriceBand,
  USED_PAGE_SIZE,
  USED_PRICE_BANDS,
  usedApiQuery,
  type UsedFilters,
} from './used-filters';
import { UsedVehicleCard } from './used-vehicle-card';

export type UsedVertical = VehicleVertical;

const FilterForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
  }
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr) auto auto;
    align-items: end;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  align-items: center;
`;

/** Used vehicles of a vertical listed by their owners: brand, city and price filters in the URL, paged. */
export function UsedVehiclesPage({ vertical }: { vertical: UsedVertical }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const [draft, setDraft] = useState<UsedFilters>(filters);
  const query = usedApiQuery(vertical, filters);
  const result = useApiData(
    (signal) => fetchUsedVehicleAds(query, signal),
    `used-${vertical}?${searchFromFilters(filters).toString()}`,
  );
  const show = (next: UsedFilters) => {
    setDraft(next);
    setParams(searchFromFilters(next));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    show({ ...draft, page: 1 });
  };
  const bandLabel = (band: (typeof USED_PRICE_BANDS)[number]) =>
    t(`catalogue:usedVehicles.bands.${band.id}`, {
      min: 'min' in band ? formatBandPrice(band.min, locale, { beforePostposition: true }) : '',
      max: 'max' in band ? formatBandPrice(band.max, locale, { beforePostposition: true }) : '',
    });

  return (
    <Container>
      <Toolbar>
        <PageTitle>{t(`catalogue:usedVehicles.title.${vertical}`)}</PageTitle>
        <Link to={localizePath('/sell-used-vehicle', locale)}>{t('catalogue:usedVehicles.sell')}</Link>
      </Toolbar>
      <Lead>{t('catalogue:usedVehicles.intro')}</Lead>
      <FilterForm role="search" aria-label={t('catalogue:usedVehicles.filters')} onSubmit={apply}>
        <label>
          {t('catalogue:usedVehicles.brand')}
          <input
            value={draft.brand}
            onChange={(event) => setDraft({ ...draft, brand: event.target.value })}
          />
        </label>
        <label>
          {t('catalogue:usedVehicles.city')}
          <input value={draft.city} onChange={(event) => setDraft({ ...draft, city: event.target.value })} />
        </label>
        <label>
          {t('catalogue:usedVehicles.priceBand')}
          <select
            value={draft.price}
            onChange={(event) => setDraft({ ...draft, price: toPriceBand(event.target.value) })}
          >
            <option value="">{t('catalogue:usedVehicles.anyPrice')}</option>
            {USED_PRICE_BANDS.map((band) => (
              <option key={band.id} value={band.id}>
                {bandLabel(band)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('catalogue:usedVehicles.apply')}</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => show({ brand: '', city: '', price: '', page: 1 })}
        >
          {t('catalogue:usedVehicles.clear')}
        </Button>
      </FilterForm>
      <ApiDataView
        result={result}
        skeleton={
          <CardGrid $wide>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton $height="280px" />
              </li>
            ))}
          </CardGrid>
        }
        isEmpty={(data) => data.ads.length === 0}
        empty={<p>{t('catalogue:usedVehicles.empty')}</p>}
      >
        {(data) => (
          <>
            <p aria-live="polite">{t('catalogue:usedVehicles.count', { count: data.total })}</p>
            <CardGrid $wide>
              {data.ads.map((ad) => (
                <li key={ad.id}>
                  <UsedVehicleCard ad={ad} />
                </li>
              ))}
            </CardGrid>
            <Pager
              page={filters.page}
              total={data.total}
              pageSize={USED_PAGE_SIZE}
              onPage={(page) => show({ ...filters, page })}
            />
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
