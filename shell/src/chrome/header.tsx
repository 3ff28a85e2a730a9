import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ownerOf } from '@cvb/routing';
import { parseLocalePath } from '@cvb/i18n';
import { selectUser, useAppSelector } from '@cvb/store';
import { media } from '@cvb/ui';
import { AppLink } from './app-link';
import { LanguageSelect } from './language-select';
import { GENERAL_MENU } from './menu';
import { useCurrentPath } from './use-current-path';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Logo = styled(AppLink)`
  color: #fff;
  font-weight: 800;
  font-size: 1.35rem;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: auto;
`;

const Avatar = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  border-radius: 20px;
  padding: 0 12px;
  background: #fff;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  text-decoration: none;
`;

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space(2)};
    list-style: none;
    display: flex;
    overflow-x: auto;
    scrollbar-width: none;
  }
  a {
    display: block;
    white-space: nowrap;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.brand};
  }
  ${media.desktop} {
    ul {
      justify-content: center;
    }
  }
`;

function TruckMark() {
  return (
    <svg width="30" height="22" viewBox="0 0 30 22" aria-hidden="true">
      <rect x="1" y="3" width="17" height="12" rx="2" fill="#fff" />
      <path d="M18 7h6l4 5v3H18z" fill="#f28c28" />
      <circle cx="7" cy="17" r="3" fill="#fff" stroke="#0b5cab" strokeWidth="2" />
      <circle cx="23" cy="17" r="3" fill="#fff" stroke="#0b5cab" strokeWidth="2" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="6.5" r="3.5" fill="currentColor" />
      <path d="M3 18c0-4 3.2-6.5 7-6.5s7 2.5 7 6.5z" fill="currentColor" />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const path = parseLocalePath(useCurrentPath()).path;
  const user = useAppSelector(selectUser);
  const owner = ownerOf(path);
  return (
    <>
      <Bar>
        <Inner>
          <Logo to="/" aria-label={t('nav.home')}>
            <TruckMark />
            {t('siteName')}
          </Logo>
          <LanguageSelect />
          <Avatar to="/account" aria-label={t('nav.account')} title={user?.name ?? t('nav.account')}>
            {user ? user.name.charAt(0).toUpperCase() : <PersonIcon />}
          </Avatar>
        </Inner>
      </Bar>
      <Nav aria-label="Main">
        <ul>
          {GENERAL_MENU.map((item) => {
            const current =
              path === item.to || (path.startsWith(`${item.to}/`) && ownerOf(item.to) === owner);
            return (
              <li key={item.key}>
                <AppLink
                  to={item.to}
                  keepEnglish={'keepEnglish' in item && item.keepEnglish}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(`nav.${item.key}`)}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </Nav>
    </>
  );
}
