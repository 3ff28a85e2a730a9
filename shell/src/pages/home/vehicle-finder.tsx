import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AppLink } from '../../chrome/app-link';
import { useBandLabel } from '../../chrome/header/use-band-label';
import { FINDER_VERTICALS, finderGroups, type FinderGroup, type FinderLink } from './finder-links';
import { VerticalTabs } from './vertical-tabs';

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

/** The home page's finder: a vertical, then a spec band, a budget or a type: two taps to a list of vehicles. */
export function VehicleFinder() {
  const { t } = useTranslation('shell');
  const bandLabel = useBandLabel();
  const [selected, setSelected] = useState(0);
  const definition = FINDER_VERTICALS[selected] ?? FINDER_VERTICALS[0];
  const groupTitle = (group: FinderGroup) =>
    group.kind === 'dimension'
      ? t(`home.finder.groups.${group.key}`)
      : menuText(group.kind === 'budget' ? 'byBudget' : 'byType');
  const menuText = (key: string) => t([`home.finder.pages.${key}`, `header.menu.${key}`]);
  const linkText = (link: FinderLink) =>
    link.band ? bandLabel(link.dimension, link.band) : menuText(link.pageKey);
  return (
    <Panel aria-labelledby="vehicle-finder-title">
      <h2 id="vehicle-finder-title">{t('home.finder.title')}</h2>
      <VerticalTabs
        label={t('home.finder.vehicle')}
        verticals={FINDER_VERTICALS}
        selected={selected}
        onSelect={setSelected}
      />
      {finderGroups(definition).map((group) => {
        const titleId = `finder-${group.key}`;
        return (
          <div key={`${definition.key}-${group.key}`}>
            <GroupTitle id={titleId}>{groupTitle(group)}</GroupTitle>
            <Chips aria-labelledby={titleId}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Chip to={link.to}>{linkText(link)}</Chip>
                </li>
              ))}
            </Chips>
          </div>
        );
      })}
      <SearchAll to={`${definition.basePath}/search`}>
        {t(`home.finder.searchAll.${definition.key}`)}
      </SearchAll>
    </Panel>
  );
}
