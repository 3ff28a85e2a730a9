import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COMMUNITY_VERTICALS, type CommunityVertical } from '@cvb/contracts';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    font-weight: 600;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

export const tabId = (vertical: CommunityVertical) => `community-tab-${vertical}`;
export const PANEL_ID = 'community-panel';

interface VerticalTabsProps {
  selected: CommunityVertical;
  onSelect: (vertical: CommunityVertical) => void;
}

/** ARIA tabs, one per vertical: arrow keys, Home and End move between them (automatic activation). */
export function VerticalTabs({ selected, onSelect }: VerticalTabsProps) {
  const { t } = useTranslation('community');
  const buttons = useRef(new Map<CommunityVertical, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = COMMUNITY_VERTICALS.indexOf(selected);
    const last = COMMUNITY_VERTICALS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const vertical = COMMUNITY_VERTICALS[next];
    onSelect(vertical);
    buttons.current.get(vertical)?.focus();
  };

  return (
    <TabList role="tablist" aria-label={t('tabs')} onKeyDown={onKeyDown}>
      {COMMUNITY_VERTICALS.map((vertical) => (
        <button
          key={vertical}
          ref={(element) => {
            if (element) buttons.current.set(vertical, element);
          }}
          type="button"
          role="tab"
          id={tabId(vertical)}
          aria-selected={vertical === selected}
          aria-controls={PANEL_ID}
          tabIndex={vertical === selected ? 0 : -1}
          onClick={() => onSelect(vertical)}
        >
          {t(`vertical.${vertical}`)}
        </button>
      ))}
    </TabList>
  );
}
