import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { fetchTyreModels, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { TyreCard } from '../components/tyre-card';
import { ToolGrid } from '../components/styled';
import { ToolLinks } from './tool-links';
import { TyreBrandGrid } from './tyre-brands-page';

const SEGMENT_PAGES = [
  { key: 'truck', to: '/truck-tyres' },
  { key: 'tractor', to: '/tractor-tyres' },
  { key: 'three-wheeler', to: '/three-wheeler-tyres' },
] as const;

/** /tyres: the tools, tyres by vehicle, popular tyres and every brand. */
export function TyresLandingPage() {
  const { t } = useTranslation('tyres');
  const popular = useApiData(
    (signal) => fetchTyreModels({ _sort: 'popularity:DESC', _limit: 8 }, signal),
    'popular',
  );
  return (
    <Container>
      <PageTitle>{t('landing.title')}</PageTitle>
      <Lead>{t('landing.lead')}</Lead>
      <ToolLinks />
      <SectionTitle>{t('landing.byVehicle')}</SectionTitle>
      <ToolGrid>
        {SEGMENT_PAGES.map((page) => (
          <li key={page.key}>
            <Link to={page.to}>{t(`segmentPage.${page.key}.title`)}</Link>
          </li>
        ))}
      </ToolGrid>
      <SectionTitle>{t('landing.popular')}</SectionTitle>
      <ApiDataView result={popular} skeleton={<Skeleton $height="320px" />}>
        {(tyres) => (
          <CardGrid>
            {tyres.map((tyre) => (
              <li key={tyre.id}>
                <TyreCard tyre={tyre} />
              </li>
            ))}
          </CardGrid>
        )}
      </ApiDataView>
      <SectionTitle>{t('landing.brands')}</SectionTitle>
      <TyreBrandGrid />
    </Container>
  );
}
