import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { fetchTyreBrands, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, CardGrid, Container, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';
import { Chips } from '../components/styled';
import { useLocale } from '../components/use-locale';

const BrandLink = styled(Link)`
  display: flex;
  gap: 12px;
  align-items: center;
  color: inherit;
  text-decoration: none;
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Every tyre brand as a card leading to its page. */
export function TyreBrandGrid() {
  const { t } = useTranslation(['tyres', 'common']);
  const locale = useLocale();
  const brands = useApiData(
    (signal) => fetchTyreBrands({ _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    locale,
  );
  return (
    <ApiDataView
      result={brands}
      skeleton={<Skeleton $height="320px" />}
      isEmpty={(data) => data.length === 0}
      empty={<p>{t('tyres:noBrands')}</p>}
    >
      {(data) => (
        <CardGrid>
          {data.map((brand) => (
            <li key={brand.id}>
              <Card as="article" aria-label={brand.name}>
                <BrandLink to={`/tyres/${brand.slug}`}>
                  <img src={brand.logo} alt="" width={48} height={48} loading="lazy" />
                  <div>
                    <h3>{brand.name}</h3>
                    <Muted>{t('common:models', { count: brand.modelCount })}</Muted>
                  </div>
                </BrandLink>
                <Chips>
                  {brand.segments.map((s) => (
                    <li key={s}>{t(`tyres:segment.${s}`, { defaultValue: s })}</li>
                  ))}
                </Chips>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </ApiDataView>
  );
}

/** /tyres/brands */
export function TyreBrandsPage() {
  const { t } = useTranslation('tyres');
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <TyreBrandGrid />
    </Container>
  );
}
