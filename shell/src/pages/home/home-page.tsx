import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, PageTitle } from '@cvb/ui';
import { CategoryTiles } from './category-tiles';
import { HOME_SECTIONS } from './home-sections';
import { HomeSectionView } from './home-section-view';
import { UsedVehicleLinks } from './used-vehicle-links';
import { VehicleFinder } from './vehicle-finder';
import { WhenVisible } from './when-visible';

const WidgetSlot = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

/** The tab reads the site's name and what it covers, in the page's language (as the server's head does). */
function useHomeTitle(): void {
  const { t } = useTranslation('shell');
  const title = t('home.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function HomePage() {
  const { t } = useTranslation('common');
  useHomeTitle();
  const [first, ...later] = HOME_SECTIONS;
  return (
    <Container>
      <PageTitle>{t('home.title')}</PageTitle>
      <Lead>{t('home.lead')}</Lead>
      <VehicleFinder />
      <CategoryTiles />
      <UsedVehicleLinks />
      {first && (
        <WidgetSlot>
          <WhenVisible height={first.height} orIdle>
            <HomeSectionView section={first} />
          </WhenVisible>
        </WidgetSlot>
      )}
      {later.map((section) => (
        <WidgetSlot key={section.kind === 'remote' ? section.moduleId : section.key}>
          <WhenVisible height={section.height}>
            <HomeSectionView section={section} />
          </WhenVisible>
        </WidgetSlot>
      ))}
    </Container>
  );
}
