import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchTyreBrands, useApiData } from '@cvb/api-client';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, CardGrid, Container, ErrorPanel, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';

const Tags = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    background: ${({ theme }) => theme.colors.background};
    border-radius: 12px;
    padding: 2px 10px;
    font-size: 0.85rem;
  }
`;

export function TyreBrandsPage() {
  const { t } = useTranslation(['tyres', 'common']);
  const locale = useAppSelector(selectLocale);
  const brands = useApiData(
    (signal) => fetchTyreBrands({ _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    locale,
  );
  return (
    <Container>
      <PageTitle>{t('tyres:title')}</PageTitle>
      <Lead>{t('tyres:lead')}</Lead>
      {brands.status === 'loading' && <Skeleton role="status" $height="320px" aria-label={t('common:loading')} />}
      {brands.status === 'error' && (
        <ErrorPanel
          title={t('common:dataError')}
          body={brands.error.message}
          retryLabel={t('common:retry')}
          onRetry={brands.retry}
        />
      )}
      {brands.status === 'ready' && brands.data.length === 0 && <p>{t('tyres:noBrands')}</p>}
      {brands.status === 'ready' && brands.data.length > 0 && (
        <CardGrid>
          {brands.data.map((brand) => (
            <li key={brand.id}>
              <Card as="article" aria-label={brand.name}>
                <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                  <img src={brand.logo} alt="" width={48} height={48} loading="lazy" />
                  <div>
                    <h3 style={{ margin: 0 }}>{brand.name}</h3>
                    <Muted>{t('common:models', { count: brand.modelCount })}</Muted>
                  </div>
                </div>
                <Tags>
                  {brand.segments.map((s) => (
                    <li key={s}>{t(`tyres:segment.${s}`, { defaultValue: s })}</li>
                  ))}
                </Tags>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
