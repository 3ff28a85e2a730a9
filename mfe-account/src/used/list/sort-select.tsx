import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USED_SORTS, type UsedSort } from '@cvb/contracts';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The list's order; choosing one shows the first page in that order. */
export function SortSelect({ sort, onSort }: { sort: UsedSort; onSort: (sort: UsedSort) => void }) {
  const { t } = useTranslation('used');
  return (
    <Label>
      {t('list.sort')}
      <select
        value={sort}
        onChange={(event) => onSort(USED_SORTS.find((value) => value === event.target.value) ?? 'newest')}
      >
        {USED_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`list.sorts.${value}`)}
          </option>
        ))}
      </select>
    </Label>
  );
}
