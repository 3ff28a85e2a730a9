import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardGrid, Container, Lead, PageTitle, SectionTitle, media } from '@cvb/ui';
import { AppLink } from '../../chrome/app-link';
import { RemoteWidget } from '../remote-widget';
import { VehicleFinder } from './vehicle-finder';
import { WhenVisible } from './when-visible';

const CATEGORIES = [
  { key: 'trucks', to: '/trucks', tint: '#e0ecfb' },
  { key: 'buses', to: '/buses', tint: '#fdebd8' },
  { key: 'threeWheelers', to: '/three-wheelers', tint: '#e3f4ea' },
  { key: 'tractors', to: '/tractors', tint: '#f3e8fd' },
  { key: 'infra', to: '/infra', tint: '#fff6d6' },
  { key: 'tyres', to: '/tyres', tint: '#e8eaee' },
] as const;

/**
 * The remotes' widgets below the finder, in page order. The first loads with the page; the others when the
 * visitor scrolls near them, each isolated (its own skeleton and error panel).
 */
const WIDGETS = [
  { moduleId: 'mfe_trucks/popular-widget', props: { limit: 6 }, height: '320px' },
  { moduleId: 'mfe_buses/popular-widget', props: { limit: 6 }, height: '320px' },
  { moduleId: 'mfe_three_wheelers/popular-widget', props: { limit: 6 }, height: '320px' },
  { moduleId: 'mfe_tyres/popular-widget', props: { limit: 4 }, height: '240px' },
  { moduleId: 'mfe_media/latest-news', props: { count: 5 }, height: '280px' },
  { moduleId: 'mfe_emandi_fuel/today-widget', props: {}, height: '200px' },
] as const;

const CategoryLink = styled(AppLink)<{ $tint: string }>`
  display: block;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.large};
  ${Card} {
    background: ${({ $tint }) => $tint};
    min-height: 72px;
    display: flex;
    align-items: center;
  }
`;

/** Two columns on a phone, three on a tablet, six in a row on a desktop: one short band either way. */
const CategoryGrid = styled(CardGrid)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const WidgetSlot = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export function HomePage() {
  const { t } = useTranslation('common');
  const [first, ...later] = WIDGETS;
  return (
    <Container>
      <PageTitle>{t('home.title')}</PageTitle>
      <Lead>{t('home.lead')}</Lead>
      <VehicleFinder />
      <SectionTitle>{t('home.categories')}</SectionTitle>
      <CategoryGrid $wide>
        {CATEGORIES.map((c) => (
          <li key={c.key}>
            <CategoryLink to={c.to} $tint={c.tint}>
              <Card>{t(`nav.${c.key}`)}</Card>
            </CategoryLink>
          </li>
        ))}
      </CategoryGrid>
      <WidgetSlot>
        <RemoteWidget moduleId={first.moduleId} props={first.props} skeletonHeight={first.height} />
      </WidgetSlot>
      {later.map((widget) => (
        <WidgetSlot key={widget.moduleId}>
          <WhenVisible height={widget.height}>
            <RemoteWidget moduleId={widget.moduleId} props={widget.props} skeletonHeight={widget.height} />
          </WhenVisible>
        </WidgetSlot>
      ))}
    </Container>
  );
}
