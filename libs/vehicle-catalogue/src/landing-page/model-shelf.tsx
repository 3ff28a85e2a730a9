import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { fetchFilterPage, useApiData } from '@cvb/api-client';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Carousel, DataState, Skeleton, type PerView } from '@cvb/ui';
import { emptyFilters } from '../filters';
import { catalogueListPages, type ListPageKind } from '../list-pages/catalogue-list-pages';
import { ListModelCard } from '../list-pages/list-model-card';
import { listPageApiQuery } from '../list-pages/list-page-query';
import { verticalDefinition } from '@cvb/contracts';
import { searchQueryKey } from '../search-page/search-query';
import { SectionHeader } from './section-header';

/** A row that scrolls sideways on phones and tablets (the next card peeks out); three columns on desktops. */
const SHELF_VIEW: PerView = { phone: 1.2, tablet: 2.3, desktop: 3 };

export type ShelfKind = Extract<ListPageKind, 'popular' | 'latest' | 'upcoming' | 'electric'>;

export interface ModelShelfProps {
  vertical: VehicleVertical;
  kind: ShelfKind;
  /** How many models the shelf shows, most popular first. */
  limit?: number;
}

/** A landing section: the first models of a list page as a row of cards, with a link to the whole list. */
export function ModelShelf({ vertical, kind, limit = 6 }: ModelShelfProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const page = catalogueListPages(vertical).find((candidate) => candidate.kind === kind);
  const filters = { ...emptyFilters(), values: page?.fixedValues ?? {} };
  const query = {
    ...listPageApiQuery(filters, page?.apiPageType ?? kind, locale, verticalDefinition(vertical)),
    pageSize: limit,
  };
  const result = useApiData(
    (signal) => fetchFilterPage(vertical, query, signal),
    `${vertical}?${searchQueryKey(query)}`,
  );
  const title = t(`catalogue:lists.${vertical}.${kind}.title`);
  const headingId = `shelf-${vertical}-${kind}`;
  const emptyText =
    kind === 'upcoming' ? t(`catalogue:lists.${vertical}.upcomingEmpty`) : t('catalogue:search.empty');
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={title} viewAllPath={page?.path} />
      <DataState
        result={result}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{emptyText}</p>}
        skeleton={
          <Carousel label={title} inNamedSection perView={SHELF_VIEW} gridFrom="desktop">
            {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
              <Skeleton key={i} $height="220px" />
            ))}
          </Carousel>
        }
      >
        {(data) => (
          <Carousel label={title} inNamedSection perView={SHELF_VIEW} gridFrom="desktop">
            {data.items.map((model) => (
              <ListModelCard key={model.id} model={model} basePath={verticalDefinition(vertical).basePath} />
            ))}
          </Carousel>
        )}
      </DataState>
    </section>
  );
}
