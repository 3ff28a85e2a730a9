import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VehicleBrand } from '@cvb/contracts';
import { formatPriceRange } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Muted, PageTitle } from '@cvb/ui';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  img {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
  }
`;

/** A brand page's header: logo, "{brand} trucks", model count and price range. */
export function BrandHeader({ brand, title }: { brand: VehicleBrand; title: string }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const priceRange =
    brand.minPrice !== null && brand.maxPrice !== null
      ? formatPriceRange(brand.minPrice, brand.maxPrice, locale)
      : t('common:priceComingSoon');
  return (
    <Header>
      <img src={brand.logo} alt={brand.name} width={80} height={80} />
      <div>
        <PageTitle>{title}</PageTitle>
        <p>
          <Muted>{t('common:models', { count: brand.modelCount })}</Muted>
          {' · '}
          <strong>{priceRange}</strong> <Muted>{t('catalogue:exShowroom')}</Muted>
        </p>
      </div>
    </Header>
  );
}
