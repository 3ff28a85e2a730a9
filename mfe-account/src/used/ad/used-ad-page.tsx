import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { countUsedAdView, fetchUsedAd, useApiData } from '@cvb/api-client';
import { usedListPath } from '@cvb/contracts';
import { formatDate, formatRupees, groupIndian } from '@cvb/format';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { Link, Navigate, useLocation } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Container, DataState, PageTitle, Skeleton, errorKind, media } from '@cvb/ui';
import { adTitle } from '../common/ad-title';
import { usePageTitle } from '../common/use-page-title';
import { ContactSeller } from './contact-seller';
import { EstimateLine } from './estimate-line';
import { FactList } from './fact-list';
import { ModelSpecs } from './model-specs';
import { PhotoGallery } from './photo-gallery';
import { SimilarAds } from './similar-ads';

/**
 * Photos, then the price and "Contact seller", then the details: on a phone that is the reading order, so the price
 * is not below a screen of details; on a desktop the price box is the right column beside the rest.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.h2};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'photos price' 'details price' 'specs price';
    align-items: start;
  }
`;

const Area = styled.div<{ $area: 'photos' | 'details' | 'specs' | 'price' }>`
  min-width: 0;
  ${media.desktop} {
    grid-area: ${({ $area }) => $area};
  }
  ${({ $area }) => ($area === 'price' ? 'align-self: start;' : '')}
`;

const Price = styled.p`
  font-size: 1.75rem;
  font-weight: 800;
  margin: 0;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Description = styled.p`
  white-space: pre-line;
  margin: 0;
`;

const Back = styled.p`
  margin: 0;
`;

/**
 * One ad (docs/domain.md#used-marketplace): its photos, the seller's fields, the catalogue model's specs and new
 * price, the estimate line, similar ads and "Contact seller". A sold or expired ad says so and leads to similar
 * active ones; a path whose words are not the ad's goes to its canonical path.
 */
export function UsedAdPage({ id }: { id: number }) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const { pathname } = useLocation();
  const result = useApiData((signal) => fetchUsedAd(id, locale, signal), `used-ad:${id}:${locale}`);
  useEffect(() => {
    void countUsedAdView(id);
  }, [id]);
  const ad = result.status === 'ready' ? result.data : undefined;
  usePageTitle(ad ? adTitle(ad) : undefined);

  if (result.status === 'error' && errorKind(result.error) === 'notFound') return <RemoteNotFound />;
  if (ad && ad.path !== pathname) return <Navigate to={ad.path} replace />;

  return (
    <Container>
      <DataState result={result} skeleton={<Skeleton $height="560px" />}>
        {(detail) => {
          const title = adTitle(detail);
          const rows: Array<[string, string]> = [
            [t('ad.fields.year'), String(detail.year)],
            ...(detail.variant ? [[t('ad.fields.variant'), detail.variant] as [string, string]] : []),
            [t('ad.fields.kmsDriven'), t('card.kms', { kms: groupIndian(detail.kmsDriven) })],
            [t('ad.fields.owner'), t(`owners.${detail.owner}`)],
            ...(detail.fuel
              ? [
                  [t('ad.fields.fuel'), t(`fuels.${detail.fuel}`, { defaultValue: detail.fuel })] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(detail.colour ? [[t('ad.fields.colour'), detail.colour] as [string, string]] : []),
            [t('ad.fields.rto'), detail.rto],
            [t('ad.fields.insuranceType'), t(`insurance.${detail.insuranceType}`)],
            [t('ad.fields.location'), `${detail.city}, ${detail.state}`],
            [t('ad.fields.posted'), formatDate(detail.createdAt, locale)],
          ];
          const inactive = detail.status !== 'active';
          return (
            <>
              <Back>
                <Link to={usedListPath(detail.vertical)}>{t(`list.title.${detail.vertical}`)}</Link>
              </Back>
              <PageTitle>{title}</PageTitle>
              {inactive && (
                <Status role="status">
                  {t(detail.status === 'sold' ? 'ad.soldNotice' : 'ad.expiredNotice')}
                </Status>
              )}
              {inactive && <SimilarAds ads={detail.similar} />}
              <Layout>
                <Area $area="photos">
                  <PhotoGallery photos={detail.photos} title={title} />
                </Area>
                <Area $area="price">
                  <Card as="aside" aria-label={t('ad.askingPrice')}>
                    <p>{t('ad.askingPrice')}</p>
                    <Price>{formatRupees(detail.price, locale)}</Price>
                    <EstimateLine ad={detail} />
                    <p>
                      {detail.sellerFirstName} · {detail.city}, {detail.state}
                      <br />
                      {t('card.posted', { date: formatDate(detail.createdAt, locale) })} ·{' '}
                      {t('ad.views', { count: detail.views })}
                    </p>
                    {detail.status === 'active' ? (
                      <ContactSeller adId={detail.id} />
                    ) : (
                      <p>
                        <strong>{t(`status.${detail.status}`)}</strong>
                      </p>
                    )}
                  </Card>
                </Area>
                <Area $area="details">
                  <Card as="section" aria-labelledby="used-ad-details">
                    <h2 id="used-ad-details">{t('ad.details')}</h2>
                    <FactList rows={rows} />
                    {detail.description && (
                      <>
                        <h3>{t('ad.description')}</h3>
                        <Description>{detail.description}</Description>
                      </>
                    )}
                  </Card>
                </Area>
                {detail.catalogueModel && (
                  <Area $area="specs">
                    <ModelSpecs model={detail.catalogueModel} path={detail.catalogueModelPath} />
                  </Area>
                )}
              </Layout>
              {!inactive && <SimilarAds ads={detail.similar} />}
            </>
          );
        }}
      </DataState>
    </Container>
  );
}
