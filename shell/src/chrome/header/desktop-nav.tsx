import { useEffect } from 'react';
import styled from 'styled-components';
import { belowDesktop } from './below-desktop';
import type { MenuItem } from './header-menus';
import { DropdownItem } from './dropdown-item';
import { MenuLink } from './menu-link';
import { useDropdowns } from './use-dropdowns';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${belowDesktop} {
    display: none;
  }
  > ul {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space(2)};
    list-style: none;
    display: flex;
    flex-wrap: wrap;
  }
  > ul > li > a,
  > ul > li > button {
    display: block;
    white-space: nowrap;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
  }
  > ul > li > a:hover,
  > ul > li > button:hover,
  > ul > li > [aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.brand};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
  }
  > ul > li > a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;

interface Props {
  items: readonly MenuItem[];
  currentPath: string;
  label: string;
}

/** The desktop menu bar of the current section, with hover and keyboard dropdowns. */
export function DesktopNav({ items, currentPath, label }: Props) {
  const { openKey, open, closeSoon, close } = useDropdowns();
  useEffect(() => close(), [currentPath, close]);
  return (
    <Nav aria-label={label}>
      <ul>
        {items.map((item) =>
          item.children?.length ? (
            <DropdownItem
              key={item.key}
              item={item}
              currentPath={currentPath}
              isOpen={openKey === item.key}
              onOpen={() => open(item.key)}
              onCloseSoon={closeSoon}
              onClose={() => close(item.key)}
            />
          ) : (
            <li key={item.key}>
              <MenuLink link={{ key: item.key, to: item.to ?? '/' }} currentPath={currentPath} />
            </li>
          ),
        )}
      </ul>
    </Nav>
  );
}
