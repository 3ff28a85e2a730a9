import { forwardRef, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type AuthTab = 'login' | 'signup';
const TABS: AuthTab[] = ['login', 'signup'];

const List = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

export const tabId = (base: string, tab: AuthTab) => `${base}-tab-${tab}`;

interface Props {
  base: string;
  panelId: string;
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
}

/** The Login / Sign up tabs (ARIA tabs: arrows, Home and End move and select). The ref is the selected tab. */
export const AuthTabs = forwardRef<HTMLButtonElement, Props>(function AuthTabs(
  { base, panelId, selected, onSelect },
  selectedRef,
) {
  const { t } = useTranslation('shell');
  const buttons = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent) => {
    const index = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <List role="tablist" aria-label={t('auth.tabsLabel')} onKeyDown={move}>
      {TABS.map((tab) => {
        const isSelected = tab === selected;
        return (
          <Tab
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
              if (isSelected && selectedRef) {
                if (typeof selectedRef === 'function') selectedRef(element);
                else selectedRef.current = element;
              }
            }}
            type="button"
            role="tab"
            id={tabId(base, tab)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {t(`auth.tabs.${tab}`)}
          </Tab>
        );
      })}
    </List>
  );
});
