import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseLocalePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { media } from '@cvb/ui';
import { AccountControl } from '../../auth';
import { AlertBellSlot } from './alert-bell-slot';
import { CityPicker } from '../city/city-picker';
import { LanguageSelect } from '../language-select';
import { HeaderSearch } from '../search/header-search';
import { useCurrentPath } from '../use-current-path';
import { CategoryStrip } from './category-strip';
import { DesktopNav } from './desktop-nav';
import { menuForPath, sectionOfPath } from './header-menus';
import { MobileDrawer } from './mobile-drawer';
import { withPopularBrands } from './popular-brands';
import { belowDesktop } from './below-desktop';
import { SiteLogo } from './site-logo';
import { useHeaderData } from './use-header-data';
import { LazyConnectionBanner } from '../../offline/lazy-connection-banner';
import { DataSaverSwitch } from '../../offline/data-saver-switch';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
`;

/* Phones: menu, logo, city and account on one row, search and the data saver switch below. Desktops: one row, search in the middle. */
const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  grid-template-areas:
    'menu logo city account'
    'search search search saver';
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: ${({ theme }) => theme.space(2)};
  > .menu {
    grid-area: menu;
  }
  > .logo {
    grid-area: logo;
    min-width: 0;
  }
  > .search {
    grid-area: search;
  }
  > .city {
    grid-area: city;
  }
  > .saver {
    grid-area: saver;
  }
  ${belowDesktop} {
    > .language {
      display: none;
    }
  }
  > .account {
    grid-area: account;
    display: flex;
    align-items: center;
  }
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    grid-template-columns: auto minmax(240px, 1fr) auto auto auto auto;
    grid-template-areas: 'logo search saver city language account';
    column-gap: ${({ theme }) => theme.space(4)};
    > .menu {
      display: none;
    }
    > .language {
      grid-area: language;
    }
    > .search {
      max-width: 560px;
      justify-self: center;
      width: 100%;
    }
  }
`;

/** The site header (docs/domain.md#header-and-footer): its menu and logo follow the section of the current path. */
export function Header() {
  const { t } = useTranslation('shell');
  const path = parseLocalePath(useCurrentPath()).path;
  const locale = useAppSelector(selectLocale);
  const headerData = useHeaderData(locale);
  const section = sectionOfPath(path);
  const menu = useMemo(() => withPopularBrands(menuForPath(path), headerData), [path, headerData]);
  const menuLabel = t('header.mainMenu');

  return (
    <>
      <Bar>
        <Inner>
          <div className="menu">
            <MobileDrawer items={menu} currentPath={path} label={menuLabel} />
          </div>
          <div className="logo">
            <SiteLogo section={section} />
          </div>
          <div className="search">
            <HeaderSearch />
          </div>
          <div className="saver">
            <DataSaverSwitch />
          </div>
          <div className="city">
            <CityPicker />
          </div>
          <div className="language">
            <LanguageSelect />
          </div>
          <div className="account">
            <AlertBellSlot />
            <AccountControl />
          </div>
        </Inner>
      </Bar>
      <DesktopNav items={menu} currentPath={path} label={menuLabel} />
      <CategoryStrip currentPath={path} />
      <LazyConnectionBanner />
    </>
  );
}
