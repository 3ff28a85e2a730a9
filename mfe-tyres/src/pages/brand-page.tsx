import { useTranslation } from 'react-i18next';
import { useParams } from '@cvb/router';
import { fetchTyreBrands, fetchTyreModels, useApiData } from '@cvb/api-client';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { useCompareList } from '../components/compare-list';
import { CompareBar, CompareToggle } from '../components/compare-toggle';
import { TyreCard } from '../components/tyre-card';

/** /tyres/:brandSlug — the brand's tyre models; an unknown brand is the not-found page. */
export function TyreBrandPage() {
  const { t } = useTranslation('tyres');
  const { brandSlug = '' } = useParams();
  const compare = useCompareList();
  const brands = useApiData((signal) => fetchTyreBrands({ _limit: -1 }, signal), 'all');
  const models = useApiData((signal) => fetchTyreModels({ brand: brandSlug }, signal), brandSlug);
  const brand = brands.status === 'ready' ? brands.data.find((item) => item.slug === brandSlug) : undefined;
  if (brands.status === 'ready' && !brand) return <RemoteNotFound />;
  const name = brand?.name ?? '';
  return (
    <Container>
      <PageTitle>{name ? t('brand.title', { brand: name }) : <Skeleton $height="36px" />}</PageTitle>
      {name && <Lead>{t('brand.lead', { brand: name })}</Lead>}
      <ApiDataView
        result={models}
        skeleton={<Skeleton $height="480px" />}
        isEmpty={(data) => data.length === 0}
        empty={<p>{t('search.none')}</p>}
      >
        {(data) => (
          <CardGrid $wide>
            {data.map((tyre) => (
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
        )}
      </ApiDataView>
      <CompareBar list={compare} />
    </Container>
  );
}
