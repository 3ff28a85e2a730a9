import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@cvb/router';
import type { ActiveFilter } from './active-filters';

export const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A removable chip (a link to the page without it) per chosen filter, and "Clear all" when there are several. */
export function ChosenFilters({ chips, clearHref }: { chips: readonly ActiveFilter[]; clearHref: string }) {
  const { t } = useTranslation('used');
  if (chips.length === 0) return null;
  return (
    <Chips aria-label={t('list.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={chip.href} aria-label={t('list.removeFilter', { label: chip.label })}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link to={clearHref}>{t('list.clearAll')}</Link>
        </li>
      )}
    </Chips>
  );
}
