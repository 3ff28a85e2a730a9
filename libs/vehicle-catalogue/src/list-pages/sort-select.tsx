import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SORT_ORDERS, type SortOrder } from '../filters';

const Label = styled.label`
  select {
    font: inherit;
    min-height: 40px;
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/** The "Sort by" select of a list: popularity, price low to high, price high to low. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Label>
      {t('search.sortLabel')}
      <select
        value={value}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`search.sort.${order}`)}
          </option>
        ))}
      </select>
    </Label>
  );
}
