import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MenuItem } from './header-menus';
import { MenuLink } from './menu-link';

const Item = styled.li`
  position: relative;
`;

const TriggerButton = styled.button`
  font: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Caret = styled.span`
  display: inline-block;
  margin-left: 6px;
  border: 4px solid transparent;
  border-top-color: currentColor;
  border-bottom: 0;
  vertical-align: middle;
`;

const Panel = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.14);
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    font-weight: 500;
    white-space: nowrap;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

interface Props {
  item: MenuItem;
  currentPath: string;
  isOpen: boolean;
  onOpen: () => void;
  onCloseSoon: () => void;
  onClose: () => void;
}

/**
 * A top-level menu entry with a dropdown: it opens on hover and when focus enters it, closes 300 ms after
 * the pointer leaves, when focus leaves, and on Escape (focus goes back to the trigger).
 */
export function DropdownItem({ item, currentPath, isOpen, onOpen, onCloseSoon, onClose }: Props) {
  const { t } = useTranslation('shell');
  const itemRef = useRef<HTMLLIElement>(null);
  const panelId = `header-menu-${item.key}`;
  const triggerProps = { 'aria-expanded': isOpen, 'aria-controls': panelId, 'data-dropdown-trigger': '' };

  const focusEntered = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpen();
  };
  const focusLeft = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };
  const keyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      itemRef.current?.querySelector<HTMLElement>('[data-dropdown-trigger]')?.focus();
    } else if (
      event.key === 'ArrowDown' &&
      (event.target as HTMLElement).hasAttribute('data-dropdown-trigger')
    ) {
      event.preventDefault();
      onOpen();
      // The panel is in the DOM (only hidden), so its first link can take focus once it is shown.
      requestAnimationFrame(() => itemRef.current?.querySelector<HTMLElement>(`#${panelId} a`)?.focus());
    }
  };

  return (
    <Item
      ref={itemRef}
      onMouseEnter={onOpen}
      onMouseLeave={onCloseSoon}
      onFocus={focusEntered}
      onBlur={focusLeft}
      onKeyDown={keyDown}
    >
      {item.to ? (
        <MenuLink link={{ key: item.key, to: item.to }} currentPath={currentPath} {...triggerProps} />
      ) : (
        // Hover and focus have already opened it by the time a click lands: a click only opens, never closes.
        <TriggerButton type="button" onClick={onOpen} {...triggerProps}>
          {t(`header.menu.${item.key}`)}
          <Caret aria-hidden="true" />
        </TriggerButton>
      )}
      <Panel id={panelId} hidden={!isOpen}>
        {(item.children ?? []).map((child) => (
          <li key={child.key}>
            <MenuLink link={child} currentPath={currentPath} />
          </li>
        ))}
      </Panel>
    </Item>
  );
}
