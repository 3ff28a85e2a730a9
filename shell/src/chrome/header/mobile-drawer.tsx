import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@cvb/ui';
import { LanguageSelect } from '../language-select';
import type { MenuItem } from './header-menus';
import { MenuLink } from './menu-link';
import { DrawerFrame, LanguageRow, Links, MenuButton } from './mobile-drawer-styles';

function BarsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface Props {
  items: readonly MenuItem[];
  currentPath: string;
  label: string;
}

/**
 * The phone menu: the shared Dialog shaped as a drawer (focus in, Tab kept inside, Escape closes, focus back to
 * the menu button, page behind not scrolling); it also closes on navigation.
 */
export function MobileDrawer({ items, currentPath, label }: Props) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [currentPath]);

  return (
    <>
      <MenuButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('header.openMenu')}
        onClick={() => setOpen(true)}
      >
        <BarsIcon />
      </MenuButton>
      {open && (
        <DrawerFrame>
          <Dialog
            title={t('header.menuTitle')}
            closeLabel={t('header.closeMenu')}
            onClose={() => setOpen(false)}
            portal={false}
          >
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
          </Dialog>
        </DrawerFrame>
      )}
    </>
  );
}
