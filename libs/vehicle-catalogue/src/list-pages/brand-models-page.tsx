import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from '@cvb/router';
import { fetchFilterPage, fetchVehicleBrands, useApiData } from '@cvb/api-client';
import type { VehicleBrand } from '@cvb/contracts';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Container, Lead, Skeleton } from '@cvb/ui';
import { isSlug, valuesOfSource } from '../filters';
import { searchQueryKey } from '../search-page/search-query';
import { useSearchFilters } from '../search-page/use-search-filters';
import { BrandHeader } from './brand-header';
import { ListResultsSection } from './list-results-section';
import { SetBrandAlert } from './set-brand-alert';
import { listPageApiQuery, searchPathWith } from './list-page-query';
import { verticalDefinition, type VerticalDefinition } from '@cvb/contracts';

function BrandModels({ definition, brand }: { definition: VerticalDefinition; brand: VehicleBrand }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const [visitorFilters, update] = useSearchFilters(definition.key);
  const brandValues = valuesOfSource(definition.key, 'brand', brand.slug);
  const filters = { ...visitorFilters, values: { ...visitorFilters.values, ...brandValues } };
  const query = listPageApiQuery(filters, 'search', locale, definition);
  const result = useApiData(
    (signal) => fetchFilterPage(definition.key, query, signal),
    `${definition.key}?${searchQueryKey(query)}`,
  );
  const title = t(`catalogue:lists.${definition.key}.brand.title`, { brand: brand.name });
  return (
    <>
      <BrandHeader brand={brand} title={title} />
      <SetBrandAlert vertical={definition.key} brand={brand} />
      <Lead>{t(`catalogue:lists.${definition.key}.brand.intro`, { brand: brand.name })}</Lead>
      <ListResultsSection
        vertical={definition.key}
        result={result}
        filters={filters}
        onChange={update}
        emptyText={t('catalogue:search.empty')}
        listName={title}
        basePath={definition.basePath}
        searchPath={searchPathWith(definition, { values: brandValues, sort: filters.sort })}
      />
    </>
  );
}

function KnownBrandPage({ definition, brandSlug }: { definition: VerticalDefinition; brandSlug: string }) {
  const locale = useAppSelector(selectLocale);
  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(definition.key, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${definition.key}:${locale}`,
  );
  const brand = brands.status === 'ready' ? brands.data.find((b) => b.slug === brandSlug) : undefined;
  if (brands.status === 'ready' && !brand) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={brands} skeleton={<Skeleton $height="96px" />}>
        {(list) => {
          const found = list.find((b) => b.slug === brandSlug);
          return found ? <BrandModels definition={definition} brand={found} /> : null;
        }}
      </ApiDataView>
    </Container>
  );
}

/**
 * `/{vertical}/:brandSlug`: the brand's header and its models with sort and paging. A slug that is
 * no brand of the vertical (or one of its static pages) shows the not-found content.
 */
export function BrandModelsPage({ vertical }: { vertical: VehicleVertical }) {
  const definition = verticalDefinition(vertical);
  const brandSlug = useParams().brandSlug ?? '';
  if (!isSlug(brandSlug) || definition.reservedSlugs.includes(brandSlug)) return <RemoteNotFound />;
  return <KnownBrandPage definition={definition} brandSlug={brandSlug} />;
}
