import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ALL_VERTICAL_DEFINITIONS } from '@cvb/contracts';
import { SectionTitle, media } from '@cvb/ui';
import { AppLink } from '../../chrome/app-link';
import { menuKeyOf } from '../../chrome/header/vertical-menu';
import { CategoryArt, type CategoryArtKey } from './category-art';

interface Category {
  /** Its name under common:nav (`trucks`, `threeWheelers`, `tyres`). */
  navKey: string;
  to: string;
  art: CategoryArtKey;
}

/** Every vehicle vertical in the site's order, from its definition, then tyres. */
const CATEGORIES: readonly Category[] = [
  ...ALL_VERTICAL_DEFINITIONS.map((definition) => ({
    navKey: menuKeyOf(definition.plural),
    to: definition.basePath,
    art: definition.key,
  })),
  { navKey: 'tyres', to: '/tyres', art: 'tyre' },
];

/** Two columns on a phone, three on a tablet, six in a row on a desktop: one short band either way. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Tile = styled(AppLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(180deg, #eef4fb 0%, ${({ theme }) => theme.colors.surface} 70%);
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  svg {
    width: 100%;
    max-width: 160px;
    height: auto;
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The home page's category tiles: a picture and the section's name, each a link to the section. */
export function CategoryTiles() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-categories">
      <SectionTitle id="home-categories">{t('home.categories')}</SectionTitle>
      <Grid>
        {CATEGORIES.map((category) => (
          <li key={category.to}>
            <Tile to={category.to}>
              <CategoryArt category={category.art} />
              <span>{t(`nav.${category.navKey}`)}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </section>
  );
}
