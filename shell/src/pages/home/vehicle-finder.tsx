import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AppLink } from '../../chrome/app-link';
import { FINDER_VERTICALS, finderLinks } from './finder-links';

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.h2};
  }
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(1)};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: 999px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? '#fff' : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const GroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.body};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const SearchAll = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;

/** The home page's finder: a vertical, then a budget or a type: two taps to a list of vehicles. */
export function VehicleFinder() {
  const { t } = useTranslation('shell');
  const [selected, setSelected] = useState(0);
  const definition = FINDER_VERTICALS[selected] ?? FINDER_VERTICALS[0];
  const { budgets, types } = finderLinks(definition);
  const menuKey = (key: string) => t(`header.menu.${key}`);
  return (
    <Panel aria-labelledby="vehicle-finder-title">
      <h2 id="vehicle-finder-title">{t('home.finder.title')}</h2>
      <Tabs role="group" aria-label={t('home.finder.vehicle')}>
        {FINDER_VERTICALS.map((vertical, index) => (
          <Tab
            key={vertical.key}
            type="button"
            $selected={index === selected}
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
          >
            {t(`home.finder.verticals.${vertical.key}`)}
          </Tab>
        ))}
      </Tabs>
      <GroupTitle id="finder-budget">{menuKey('byBudget')}</GroupTitle>
      <Chips aria-labelledby="finder-budget">
        {budgets.map((link) => (
          <li key={link.to}>
            <Chip to={link.to}>{menuKey(link.key)}</Chip>
          </li>
        ))}
      </Chips>
      <GroupTitle id="finder-type">{menuKey('byType')}</GroupTitle>
      <Chips aria-labelledby="finder-type">
        {types.map((link) => (
          <li key={link.to}>
            <Chip to={link.to}>{menuKey(link.key)}</Chip>
          </li>
        ))}
      </Chips>
      <SearchAll to={`${definition.basePath}/search`}>
        {t(`home.finder.searchAll.${definition.key}`)}
      </SearchAll>
    </Panel>
  );
}
