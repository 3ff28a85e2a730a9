import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, useDialogFocus } from '@cvb/ui';
import { LanguageSelect } from '../language-select';
import type { MenuItem } from './header-menus';
import { MenuLink } from './menu-link';

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 8px;
  background: transparent;
  color: #fff;
  cursor: pointer;
  ${media.desktop} {
    display: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(16, 24, 40, 0.45);
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 41;
  width: min(86vw, 340px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 4px 0 24px rgba(16, 24, 40, 0.2);
  &[hidden] {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

const CloseButton = styled(MenuButton)`
  display: inline-flex;
  ${media.desktop} {
    display: inline-flex;
  }
`;

const Links = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a,
  .group-title {
    display: block;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  .group-title {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
    text-transform: uppercase;
    letter-spacing: 0.03em;
    padding-bottom: 0;
  }
  li li a {
    font-weight: 400;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(2)} ${theme.space(8)}`};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const LanguageRow = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  select {
    width: 100%;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

function BarsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface Props {
  items: readonly MenuItem[];
  currentPath: string;
  label: string;
}

const DRAWER_ID = 'header-mobile-menu';

/** The phone menu: a drawer that takes focus, keeps Tab inside, and closes on Escape and on navigation. */
export function MobileDrawer({ items, currentPath, label }: Props) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, open, () => setOpen(false));
  useEffect(() => setOpen(false), [currentPath]);

  return (
    <>
      <MenuButton
        type="button"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        aria-label={t('header.openMenu')}
        onClick={() => setOpen(true)}
      >
        <BarsIcon />
      </MenuButton>
      {open && <Backdrop onClick={() => setOpen(false)} />}
      <Panel
        id={DRAWER_ID}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${DRAWER_ID}-title`}
        hidden={!open}
      >
        <PanelHead>
          <h2 id={`${DRAWER_ID}-title`}>{t('header.menuTitle')}</h2>
          <CloseButton type="button" aria-label={t('header.closeMenu')} onClick={() => setOpen(false)}>
            <CrossIcon />
          </CloseButton>
        </PanelHead>
        <Links aria-label={label}>
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                {item.to ? (
                  <MenuLink link={{ key: item.key, to: item.to }} currentPath={currentPath} />
                ) : (
                  <span className="group-title">{t(`header.menu.${item.key}`)}</span>
                )}
                {item.children?.length ? (
                  <ul>
                    {item.children
                      .filter((child) => child.to !== item.to)
                      .map((child) => (
                        <li key={child.key}>
                          <MenuLink link={child} currentPath={currentPath} />
                        </li>
                      ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Links>
        <LanguageRow>
          <LanguageSelect />
        </LanguageRow>
      </Panel>
    </>
  );
}
