import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchTyreModel, useApiData } from '@cvb/api-client';
import { LeadButton } from '@cvb/lead-forms';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { useCompareList } from '../components/compare-list';
import { CompareBar, CompareToggle } from '../components/compare-toggle';
import { isNotFound } from '../components/not-found';
import { Chips, TableScroll } from '../components/styled';
import { useRupees } from '../components/use-locale';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

const VehicleList = styled.ul`
  padding-left: 1.2em;
  columns: 1;
  @media (min-width: 600px) {
    columns: 2;
  }
  li {
    margin-bottom: 6px;
  }
`;

const VERTICAL_PATHS: Record<string, string> = {
  truck: '/trucks',
  bus: '/buses',
  'three-wheeler': '/three-wheelers',
  tractor: '/tractors',
  infra: '/infra',
};

/** /tyres/:brandSlug/:modelSlug — every size with its price, the vehicles it fits, quote and callback. */
export function TyreModelPage() {
  const { t } = useTranslation(['tyres', 'common']);
  const { brandSlug = '', modelSlug = '' } = useParams();
  const rupees = useRupees();
  const compare = useCompareList();
  const detail = useApiData(
    (signal) => fetchTyreModel(brandSlug, modelSlug, signal),
    `${brandSlug}/${modelSlug}`,
  );
  if (isNotFound(detail)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={detail} skeleton={<Skeleton $height="520px" />}>
        {(tyre) => (
          <>
            <nav aria-label={t('tyres:breadcrumb')}>
              <Link to="/tyres">{t('tyres:landing.short')}</Link> ›{' '}
              <Link to={`/tyres/${tyre.brandSlug}`}>{tyre.brandName}</Link>
            </nav>
            <PageTitle>{tyre.name}</PageTitle>
            <Lead>
              {t('tyres:model.lead', {
                name: tyre.name,
                count: tyre.sizeCount,
                price: rupees(tyre.price) ?? t('tyres:priceNotAvailable'),
              })}
            </Lead>
            <Chips>
              <li>{t(`tyres:construction.${tyre.construction}`)}</li>
              <li>{t(`tyres:tread.${tyre.type}`)}</li>
              <li>{tyre.tubeless ? t('tyres:tubeless') : t('tyres:tubeType')}</li>
              {tyre.vehicleTypes.map((type) => (
                <li key={type}>{t(`tyres:vehicleType.${type}`)}</li>
              ))}
              {tyre.warrantyYears !== null && <li>{t('tyres:warranty', { count: tyre.warrantyYears })}</li>}
            </Chips>
            <Actions>
              <LeadButton kind="quote" subjectName={tyre.name} />
              <LeadButton kind="callback" variant="secondary" subjectName={tyre.name} />
            </Actions>
            <CompareToggle list={compare} tyreRef={`${tyre.brandSlug}/${tyre.slug}`} name={tyre.name} />
            <SectionTitle>{t('tyres:model.sizes')}</SectionTitle>
            <TableScroll>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('tyres:spec.size')}</th>
                    <th scope="col">{t('tyres:spec.loadIndex')}</th>
                    <th scope="col">{t('tyres:spec.speedRating')}</th>
                    <th scope="col">{t('tyres:spec.plyRating')}</th>
                    <th scope="col">{t('tyres:spec.tubeless')}</th>
                    <th scope="col">{t('tyres:spec.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {tyre.sizes.map((size) => (
                    <tr key={size.sizeKey}>
                      <th scope="row">{size.sizeKey}</th>
                      <td>{size.loadIndex ?? '—'}</td>
                      <td>{size.speedRating ?? '—'}</td>
                      <td>{size.plyRating === null ? '—' : `${size.plyRating} PR`}</td>
                      <td>{size.tubeless ? t('tyres:tubeless') : t('tyres:tubeType')}</td>
                      <td>{rupees(size.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <SectionTitle>{t('tyres:model.fits')}</SectionTitle>
            {tyre.fitsVehicles.length === 0 ? (
              <p>{t('tyres:model.fitsNone')}</p>
            ) : (
              <VehicleList>
                {tyre.fitsVehicles.map((vehicle) => (
                  <li key={`${vehicle.brandSlug}/${vehicle.modelSlug}/${vehicle.position}`}>
                    <a href={`${VERTICAL_PATHS[vehicle.vertical]}/${vehicle.brandSlug}/${vehicle.modelSlug}`}>
                      {vehicle.modelName}
                    </a>{' '}
                    ({vehicle.sizeKey}
                    {vehicle.position === 'all' ? '' : `, ${t(`tyres:position.${vehicle.position}`)}`})
                  </li>
                ))}
              </VehicleList>
            )}
          </>
        )}
      </ApiDataView>
      <CompareBar list={compare} />
    </Container>
  );
}
