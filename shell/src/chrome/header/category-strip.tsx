import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import { AppLink } from '../app-link';

/** docs/domain.md#header-and-footer: the strip links each category to /{slug}, with a home link beside it. */
export const CATEGORY_SLUGS = ['tractors', 'trucks', 'three-wheelers', 'buses', 'tyres', 'infra'] as const;

const Strip = styled.nav`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    list-style: none;
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    overflow-x: auto;
    scrollbar-width: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 18px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.small};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  ${media.desktop} {
    ul {
      justify-content: center;
    }
  }
`;

const SLUG_KEYS: Record<(typeof CATEGORY_SLUGS)[number], string> = {
  tractors: 'tractors',
  trucks: 'trucks',
  'three-wheelers': 'threeWheelers',
  buses: 'buses',
  tyres: 'tyres',
  infra: 'infra',
};

export function CategoryStrip({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation('shell');
  const current = (to: string) => (currentPath === to ? 'page' : undefined);
  return (
    <Strip aria-label={t('header.categories')}>
      <ul>
        <li>
          <AppLink to="/" aria-current={current('/')}>
            {t('header.home')}
          </AppLink>
        </li>
        {CATEGORY_SLUGS.map((slug) => (
          <li key={slug}>
            <AppLink to={`/${slug}`} aria-current={current(`/${slug}`)}>
              {t(`header.menu.${SLUG_KEYS[slug]}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </Strip>
  );
}
