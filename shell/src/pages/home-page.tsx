import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardGrid, Container, Lead, PageTitle, SectionTitle } from '@cvb/ui';
import { AppLink } from '../chrome/app-link';
import { RemoteWidget } from './remote-widget';

const CATEGORIES = [
  { key: 'trucks', to: '/trucks', tint: '#e0ecfb' },
  { key: 'buses', to: '/buses', tint: '#fdebd8' },
  { key: 'threeWheelers', to: '/three-wheelers', tint: '#e3f4ea' },
  { key: 'tractors', to: '/tractors', tint: '#f3e8fd' },
  { key: 'infra', to: '/infra', tint: '#fff6d6' },
  { key: 'tyres', to: '/tyres', tint: '#e8eaee' },
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

/** Two columns even on a phone: six short tiles should fit on one screen. */
const CategoryGrid = styled(CardGrid)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <Container>
      <PageTitle>{t('home.title')}</PageTitle>
      <Lead>{t('home.lead')}</Lead>
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
      <RemoteWidget moduleId="mfe_trucks/popular-widget" />
    </Container>
  );
}
