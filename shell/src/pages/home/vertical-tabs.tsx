import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VerticalDefinition } from '@cvb/contracts';

/** Five verticals wrap onto two rows on a phone rather than hide behind a sideways scroll. */
const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? '#fff' : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

interface VerticalTabsProps {
  /** The group's accessible name. */
  label: string;
  verticals: readonly VerticalDefinition[];
  selected: number;
  onSelect: (index: number) => void;
}

/** A row of toggle buttons, one per vertical (its name in the page's language); the pressed one is chosen. */
export function VerticalTabs({ label, verticals, selected, onSelect }: VerticalTabsProps) {
  const { t } = useTranslation('shell');
  return (
    <Tabs role="group" aria-label={label}>
      {verticals.map((vertical, index) => (
        <Tab
          key={vertical.key}
          type="button"
          $selected={index === selected}
          aria-pressed={index === selected}
          onClick={() => onSelect(index)}
        >
          {t(`home.finder.verticals.${vertical.key}`)}
        </Tab>
      ))}
    </Tabs>
  );
}
