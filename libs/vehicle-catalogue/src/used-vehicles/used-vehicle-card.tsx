import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { brandedName, type UsedVehicleAdSummary } from '@cvb/contracts';
import { cityName } from '@cvb/i18n';
import { formatPrice, groupIndian } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted } from '@cvb/ui';

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  display: block;
`;

const NoPhoto = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

/** One used vehicle: first photo, year + name, kms, asking price and city. */
export function UsedVehicleCard({ ad }: { ad: UsedVehicleAdSummary }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const title = `${ad.year} ${brandedName(ad.brand, ad.model)}${ad.variant ? ` ${ad.variant}` : ''}`;
  const [photo] = ad.images;
  return (
    <Card as="article">
      {photo ? (
        <Photo src={photo.url} alt={title} width={photo.width} height={photo.height} loading="lazy" />
      ) : (
        <NoPhoto aria-hidden="true" />
      )}
      <Title>{title}</Title>
      <Price>{t('usedVehicles.price', { price: formatPrice(ad.price, locale) })}</Price>
      <Facts>
        <Muted>
          {t('usedVehicles.kms', { kms: groupIndian(ad.kmsDriven) })} · {t(`usedVehicles.owners.${ad.owner}`)}{' '}
          · {cityName(ad.city, locale)}
        </Muted>
      </Facts>
    </Card>
  );
}
