import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { VehicleBrand } from '@cvb/contracts';
import { formatPriceRange } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted } from '@cvb/ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

/** A brand card as a link to the brand's page (landing's top brands and the brands page). */
export const BrandCardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius};
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-weight: 700;
`;

export function BrandCard({ brand }: { brand: VehicleBrand }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  return (
    <Card as="article" aria-label={brand.name}>
      <Row>
        <img src={brand.logo} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h3>{brand.name}</h3>
          <Muted>{t('common:models', { count: brand.modelCount })}</Muted>
        </div>
      </Row>
      <Price>
        {brand.minPrice !== null && brand.maxPrice !== null
          ? formatPriceRange(brand.minPrice, brand.maxPrice, locale)
          : t('common:priceComingSoon')}
      </Price>
      <Muted>{t('catalogue:exShowroom')}</Muted>
    </Card>
  );
}
