import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { ApiData } from '@cvb/api-client';
import type { FilterPageResponse } from '@cvb/contracts';
import { ApiDataView, HydrateWhenSeen } from '@cvb/mfe-kit';
import { CardGrid, Skeleton } from '@cvb/ui';
import type { VehicleFilters } from '../filters';
import { CardItem } from '../search-page/card-item';
import { Pager } from '../search-page/pager';
import { PricesUpdatedOn } from './prices-updated-on';
import { ListModelCard } from './list-model-card';
import { ProductListJsonLdScript } from './product-list-json-ld-script';
import { SortSelect } from './sort-select';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const SearchLink = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export interface ListResultsSectionProps {
  vertical: VehicleVertical;
  result: ApiData<FilterPageResponse>;
  filters: VehicleFilters;
  onChange: (change: Partial<VehicleFilters>) => void;
  /** Text shown when the list is empty. */
  emptyText: string;
  /** Name of the list in its structured data (the page heading). */
  listName: string;
  basePath: string;
  /** The search page with the same filters. */
  searchPath: string;
}

/** Count, sort, model cards, pager, structured data and the link into search, for one list. */
export function ListResultsSection(props: ListResultsSectionProps) {
  const { vertical, result, filters, onChange, emptyText, listName, basePath, searchPath } = props;
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <section>
      <Toolbar>
        <p aria-live="polite">
          {result.status === 'ready'
            ? t(`catalogue:search.results.${vertical}`, { count: result.data.total })
            : ''}
        </p>
        {result.status === 'ready' && <PricesUpdatedOn date={result.data.priceUpdatedOn} />}
        <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
      </Toolbar>
      <ApiDataView
        result={result}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{emptyText}</p>}
        skeleton={
          <CardGrid $wide>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton $height="220px" />
              </li>
            ))}
          </CardGrid>
        }
      >
        {(data) => (
          <>
            <ProductListJsonLdScript models={data.items} basePath={basePath} listName={listName} />
            <CardGrid $wide>
              {data.items.map((model, index) => (
                <CardItem key={model.id} index={index}>
                  <ListModelCard model={model} basePath={basePath} first={index === 0} />
                </CardItem>
              ))}
            </CardGrid>
            <HydrateWhenSeen>
              <Pager
                page={data.page}
                total={data.total}
                pageSize={data.pageSize}
                onPage={(page) => onChange({ page })}
              />
            </HydrateWhenSeen>
          </>
        )}
      </ApiDataView>
      <SearchLink>
        <Link to={searchPath}>{t('catalogue:lists.refineInSearch')}</Link>
      </SearchLink>
    </section>
  );
}
