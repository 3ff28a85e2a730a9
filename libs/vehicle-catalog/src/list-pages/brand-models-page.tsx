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
import { listVerticalConfig, type ListVerticalConfig } from './list-vertical';

function BrandModels({ config, brand }: { config: ListVerticalConfig; brand: VehicleBrand }) {
  const { t } = useTranslation(['catalog', 'common']);
  const locale = useAppSelector(selectLocale);
  const [visitorFilters, update] = useSearchFilters(config.vertical);
  const brandValues = valuesOfSource(config.vertical, 'brand', brand.slug);
  const filters = { ...visitorFilters, values: { ...visitorFilters.values, ...brandValues } };
  const query = listPageApiQuery(filters, 'search', locale, config);
  const result = useApiData(
    (signal) => fetchFilterPage(config.vertical, query, signal),
    `${config.vertical}?${searchQueryKey(query)}`,
  );
  const title = t(`catalog:lists.${config.vertical}.brand.title`, { brand: brand.name });
  return (
    <>
      <BrandHeader brand={brand} title={title} />
      <SetBrandAlert vertical={config.vertical} brand={brand} />
      <Lead>{t(`catalog:lists.${config.vertical}.brand.intro`, { brand: brand.name })}</Lead>
      <ListResultsSection
        vertical={config.vertical}
        result={result}
        filters={filters}
        onChange={update}
        emptyText={t('catalog:search.empty')}
        listName={title}
        basePath={config.basePath}
        searchPath={searchPathWith(config, { values: brandValues, sort: filters.sort })}
      />
    </>
  );
}

function KnownBrandPage({ config, brandSlug }: { config: ListVerticalConfig; brandSlug: string }) {
  const locale = useAppSelector(selectLocale);
  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(config.vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${config.vertical}:${locale}`,
  );
  const brand = brands.status === 'ready' ? brands.data.find((b) => b.slug === brandSlug) : undefined;
  if (brands.status === 'ready' && !brand) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={brands} skeleton={<Skeleton $height="96px" />}>
        {(list) => {
          const found = list.find((b) => b.slug === brandSlug);
          return found ? <BrandModels config={config} brand={found} /> : null;
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
  const config = listVerticalConfig(vertical);
  const brandSlug = useParams().brandSlug ?? '';
  if (!isSlug(brandSlug) || config.reservedSlugs.includes(brandSlug)) return <RemoteNotFound />;
  return <KnownBrandPage config={config} brandSlug={brandSlug} />;
}
