import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchTyreSearch, useApiData } from '@cvb/api-client';
import type { TyreFacet, TyreSearchResult } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, CardGrid, Container, Lead, Muted, PageTitle, Skeleton, media } from '@cvb/ui';
import { useCompareList } from '../components/compare-list';
import { CompareBar, CompareToggle } from '../components/compare-toggle';
import { Field } from '../components/styled';
import { TyreCard } from '../components/tyre-card';

export type SegmentPage = 'truck' | 'tractor' | 'three-wheeler';

const SINGLE: TyreFacet[] = ['construction', 'tubeless'];
const FILTER_ORDER: TyreFacet[] = [
  'brand',
  'vehicleType',
  'size',
  'construction',
  'type',
  'tubeless',
  'price',
];
const SIZE_FACET_LIMIT = 14;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${media.desktop} {
    grid-template-columns: 260px 1fr;
  }
`;

const Filters = styled.aside`
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 36px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

const Pager = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: 12px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

function Facet({
  facet,
  result,
  chosen,
  onToggle,
}: {
  facet: TyreFacet;
  result: TyreSearchResult;
  chosen: string[];
  onToggle: (facet: TyreFacet, value: string) => void;
}) {
  const { t } = useTranslation('tyres');
  const counts = result.facets[facet] ?? [];
  const shown =
    facet === 'size' ? counts.filter((c, i) => i < SIZE_FACET_LIMIT || chosen.includes(c.value)) : counts;
  const label = (value: string) => {
    if (facet === 'brand') return result.brandNames[value] ?? value;
    if (facet === 'size') return value;
    if (facet === 'tubeless') return t(value === 'true' ? 'tubeless' : 'tubeType');
    return t(`${facet === 'type' ? 'tread' : facet}.${value}`);
  };
  if (shown.length === 0) return null;
  return (
    <fieldset>
      <legend>{t(`filters.${facet}`)}</legend>
      {shown.map(({ value, count }) => (
        <label key={value}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(facet, value)} />
          <span>
            {label(value)} <Muted>({count})</Muted>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** /tyres/search and the segment pages (/truck-tyres, /tractor-tyres, /three-wheeler-tyres). */
export function TyreSearchPage({ segment }: { segment?: SegmentPage }) {
  const { t } = useTranslation(['tyres', 'common']);
  const [params, setParams] = useSearchParams();
  const compare = useCompareList();
  const chosen = (facet: TyreFacet) => (params.get(facet) ?? '').split(',').filter(Boolean);
  const query: Record<string, string | undefined> = {};
  for (const facet of FILTER_ORDER) query[facet] = params.get(facet) ?? undefined;
  if (segment) query.vehicleType = segment;
  query.sort = params.get('sort') ?? undefined;
  query.page = params.get('page') ?? undefined;
  const key = JSON.stringify(query);
  const result = useApiData((signal) => fetchTyreSearch(query, signal), key);

  function toggle(facet: TyreFacet, value: string) {
    const next = new URLSearchParams(params);
    const current = chosen(facet);
    const values = SINGLE.includes(facet)
      ? current.includes(value)
        ? []
        : [value]
      : current.includes(value)
        ? current.filter((item) => item !== value)
        : [...current, value];
    if (values.length > 0) next.set(facet, values.join(','));
    else next.delete(facet);
    next.delete('page');
    setParams(next, { replace: true });
  }

  function setSort(sort: string) {
    const next = new URLSearchParams(params);
    if (sort === 'popularity') next.delete('sort');
    else next.set('sort', sort);
    setParams(next, { replace: true });
  }

  const title = segment ? t(`tyres:segmentPage.${segment}.title`) : t('tyres:search.title');
  const lead = segment ? t(`tyres:segmentPage.${segment}.lead`) : t('tyres:search.lead');
  const facets = FILTER_ORDER.filter((facet) => !(segment && facet === 'vehicleType'));
  const page = Number(params.get('page') ?? '1');
  function goToPage(next: number) {
    const merged = new URLSearchParams(params);
    merged.set('page', String(next));
    setParams(merged);
    window.scrollTo({ top: 0 });
  }
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{lead}</Lead>
      <Layout>
        <Filters aria-label={t('tyres:filters.label')}>
          {result.status === 'ready' || (result.status === 'loading' && result.previous) ? (
            facets.map((facet) => (
              <Facet
                key={facet}
                facet={facet}
                result={result.status === 'ready' ? result.data : (result.previous as TyreSearchResult)}
                chosen={chosen(facet)}
                onToggle={toggle}
              />
            ))
          ) : (
            <Skeleton $height="480px" />
          )}
        </Filters>
        <section aria-label={t('tyres:search.results')}>
          <ApiDataView
            result={result}
            skeleton={<Skeleton $height="480px" />}
            isEmpty={(data) => data.total === 0}
            empty={<p>{t('tyres:search.none')}</p>}
          >
            {(data) => (
              <>
                <Toolbar>
                  <p role="status" style={{ margin: 0 }}>
                    {t('tyres:search.count', { count: data.total })}
                  </p>
                  <Field>
                    {t('tyres:search.sort')}
                    <select
                      value={params.get('sort') ?? 'popularity'}
                      onChange={(e) => setSort(e.target.value)}
                    >
                      <option value="popularity">{t('tyres:sort.popularity')}</option>
                      <option value="price-asc">{t('tyres:sort.priceAsc')}</option>
                      <option value="price-desc">{t('tyres:sort.priceDesc')}</option>
                    </select>
                  </Field>
                </Toolbar>
                <CardGrid $wide>
                  {data.items.map((tyre) => (
                    <li key={tyre.id}>
                      <TyreCard
                        tyre={tyre}
                        footer={
                          <CompareToggle
                            list={compare}
                            tyreRef={`${tyre.brandSlug}/${tyre.slug}`}
                            name={tyre.name}
                          />
                        }
                      />
                    </li>
                  ))}
                </CardGrid>
                <Pager>
                  {page > 1 && (
                    <Button type="button" $variant="secondary" onClick={() => goToPage(page - 1)}>
                      {t('tyres:search.previous')}
                    </Button>
                  )}
                  {data.total > data.page * data.pageSize && (
                    <Button type="button" $variant="secondary" onClick={() => goToPage(page + 1)}>
                      {t('tyres:search.next')}
                    </Button>
                  )}
                </Pager>
              </>
            )}
          </ApiDataView>
        </section>
      </Layout>
      <CompareBar list={compare} />
    </Container>
  );
}
