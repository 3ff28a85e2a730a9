import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import { fetchImplements, useApiData } from '@cvb/api-client';
import { IMPLEMENT_TYPES, type ImplementType } from '@cvb/contracts';
import { ApiDataView, TextsReady } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { ImplementCard } from './implement-card';
import { ImplementFilters, type ImplementFilterState } from './implement-filters';
import { ImplementsPager } from './implements-pager';
import { lazyImplementTexts } from './texts';

const isType = (value: string | null): value is ImplementType =>
  value !== null && (IMPLEMENT_TYPES as readonly string[]).includes(value);

/** A whole number from the URL within [min, max], else undefined. */
function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** The filters and page the URL holds (?type=&hp=&brand=&page=); unknown values are ignored. */
function useImplementQuery() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const state: ImplementFilterState = {
    type: isType(type) ? type : undefined,
    hp: wholeNumber(params.get('hp'), 10, 150),
    brand: params.get('brand') ?? undefined,
  };
  const page = wholeNumber(params.get('page'), 1, 1000) ?? 1;
  const set = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // Another filter gives another list: start it from its first page.
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  return { state, page, set };
}

function ImplementList() {
  const { t } = useTranslation('implements');
  const locale = useAppSelector(selectLocale);
  const { state, page, set } = useImplementQuery();
  const result = useApiData(
    (signal) => fetchImplements({ ...state, page, locale }, signal),
    `implements/${state.type ?? ''}/${state.hp ?? ''}/${state.brand ?? ''}/${page}/${locale}`,
  );
  const counts =
    result.status === 'ready' ? result.data : result.status === 'loading' ? (result.previous ?? null) : null;
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('intro')}</Lead>
      <ImplementFilters state={state} counts={counts} onChange={set} />
      <ApiDataView
        result={result}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('empty')}</p>}
        skeleton={<Skeleton $height="480px" />}
      >
        {(data) => (
          <>
            <p aria-live="polite">{t('results', { count: data.total })}</p>
            <CardGrid>
              {data.items.map((item) => (
                <li key={item.slug}>
                  <ImplementCard item={item} />
                </li>
              ))}
            </CardGrid>
            <ImplementsPager
              page={data.page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={(next) => set('page', String(next))}
            />
          </>
        )}
      </ApiDataView>
    </Container>
  );
}

/** /tractors/implements: what a farmer buys next to a tractor, by type, the tractor's HP and brand. */
export function ImplementsPage() {
  return (
    <TextsReady texts={lazyImplementTexts} fallback={<Skeleton $height="600px" />}>
      <ImplementList />
    </TextsReady>
  );
}
