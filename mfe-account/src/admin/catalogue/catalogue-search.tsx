import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCatalogueDesk, useApiData } from '@cvb/api-client';
import type { DeskSearchQuery } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, Card, Lead, SectionTitle, Skeleton } from '@cvb/ui';
import { Actions } from '../../common/form-parts';
import { Pager } from '../pager';
import { DeskLinks } from './desk-links';
import { SearchFilters, type SearchDraft } from './search-filters';
import { SearchResults } from './search-results';

const EMPTY: SearchDraft = { q: '', vertical: '', brandId: '', status: '' };

function toQuery(draft: SearchDraft, page: number): DeskSearchQuery {
  return {
    q: draft.q.trim(),
    vertical: draft.vertical || undefined,
    brandId: draft.brandId ? Number(draft.brandId) : undefined,
    status: (draft.status || undefined) as DeskSearchQuery['status'],
    page,
  };
}

/** /admin/catalogue: find a brand, model or variant of any vertical and open it. */
export function CatalogueSearch() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<SearchDraft>(EMPTY);
  const [query, setQuery] = useState<DeskSearchQuery>(() => toQuery(EMPTY, 1));
  const found = useApiData(
    (signal) => searchCatalogueDesk(query, signal),
    `desk-search-${JSON.stringify(query)}`,
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    setQuery(toQuery(draft, 1));
  }

  return (
    <section aria-labelledby="catalogue-title">
      <SectionTitle id="catalogue-title">{t('catalogue.title')}</SectionTitle>
      <Lead>{t('catalogue.intro')}</Lead>
      <DeskLinks />
      <Card as="form" role="search" onSubmit={apply} style={{ marginBottom: 16 }}>
        <SearchFilters draft={draft} onChange={setDraft} />
        <Actions>
          <Button type="submit">{t('catalogue.find')}</Button>
        </Actions>
      </Card>
      <ApiDataView
        result={found}
        skeleton={<Skeleton $height="320px" />}
        isEmpty={(data) => data.hits.length === 0}
        empty={<p role="status">{t('catalogue.empty')}</p>}
      >
        {(data) => (
          <>
            <p role="status" id="catalogue-found">
              {t('catalogue.found', { count: data.total })}
            </p>
            <SearchResults hits={data.hits} labelledBy="catalogue-found" />
            <Pager
              start={(data.page - 1) * data.pageSize}
              limit={data.pageSize}
              total={data.total}
              onPage={(start) => setQuery({ ...query, page: Math.floor(start / data.pageSize) + 1 })}
            />
          </>
        )}
      </ApiDataView>
    </section>
  );
}
