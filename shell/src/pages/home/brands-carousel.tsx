import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchVehicleBrands, useApiData } from '@cvb/api-client';
import { ALL_VERTICAL_DEFINITIONS, type VehicleBrand } from '@cvb/contracts';
import { Carousel, DataState, SectionTitle, Skeleton } from '@cvb/ui';
import { AppLink } from '../../chrome/app-link';
import { VerticalTabs } from './vertical-tabs';

/** How many brands of a vertical the row shows, most popular first. */
const BRANDS_SHOWN = 12;

const BrandLink = styled(AppLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Models = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 400;
`;

const ViewAll = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;

const TabsSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** Two and a half logos on a phone (the next peeks out), six in a row on a desktop. */
const BRANDS_PER_VIEW = { phone: 2.4, tablet: 4.5, desktop: 6 };

function BrandRow({ brands, basePath, label }: { brands: VehicleBrand[]; basePath: string; label: string }) {
  const { t } = useTranslation('common');
  return (
    <Carousel label={label} perView={BRANDS_PER_VIEW}>
      {brands.map((brand) => (
        <BrandLink key={brand.slug} to={`${basePath}/${brand.slug}`}>
          <img src={brand.logo} alt="" width={64} height={64} loading="lazy" />
          <span>{brand.name}</span>
          <Models>{t('models', { count: brand.modelCount })}</Models>
        </BrandLink>
      ))}
    </Carousel>
  );
}

/** "Popular brands": a vertical's most popular brands as a row of logos, one tab per vertical. */
export function BrandsCarousel() {
  const { t } = useTranslation('shell');
  const [selected, setSelected] = useState(0);
  const definition = ALL_VERTICAL_DEFINITIONS[selected] ?? ALL_VERTICAL_DEFINITIONS[0];
  const result = useApiData(
    (signal) =>
      fetchVehicleBrands(definition.key, { _sort: 'popularity:DESC', _limit: BRANDS_SHOWN }, signal),
    `brands/${definition.key}`,
  );
  const title = t('home.brands.title');
  return (
    <div>
      <SectionTitle>{title}</SectionTitle>
      <TabsSlot>
        <VerticalTabs
          label={title}
          verticals={ALL_VERTICAL_DEFINITIONS}
          selected={selected}
          onSelect={setSelected}
        />
      </TabsSlot>
      <DataState
        result={result}
        skeleton={<Skeleton $height="150px" />}
        isEmpty={(brands) => brands.length === 0}
        empty={<p>{t('home.brands.empty')}</p>}
      >
        {(brands) => <BrandRow brands={brands} basePath={definition.basePath} label={title} />}
      </DataState>
      <ViewAll to={`${definition.basePath}/brands`}>{t(`home.brands.viewAll.${definition.key}`)}</ViewAll>
    </div>
  );
}
