import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiData } from '@cvb/api-client';
import { Button, Select } from '@cvb/ui';

export interface ListOption {
  value: string;
  label: string;
}

const InlineError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export interface ListSelectProps<T> {
  label: string;
  placeholder: string;
  /** null while an earlier choice is missing: the select stays disabled. */
  list: ApiData<readonly T[]> | null;
  optionOf: (item: T) => ListOption;
  value: string;
  onChange: (value: string, item: T | undefined) => void;
}

/** A labelled <select> over a list from the API, with loading and error (retry) states. */
export function ListSelect<T>({ label, placeholder, list, optionOf, value, onChange }: ListSelectProps<T>) {
  const { t } = useTranslation(['catalogue', 'common']);
  const items = list?.status === 'ready' ? list.data : [];
  const options = items.map((item) => ({ item, option: optionOf(item) }));
  const loading = list?.status === 'loading';
  return (
    <div>
      <Select
        label={label}
        fullWidth
        value={value}
        disabled={list?.status !== 'ready'}
        aria-busy={loading}
        placeholder={loading ? t('common:loading') : placeholder}
        options={options.map(({ option }) => option)}
        onChange={(chosenValue) => {
          const chosen = options.find(({ option }) => option.value === chosenValue);
          onChange(chosenValue, chosen?.item);
        }}
      />
      {list?.status === 'error' && (
        <InlineError role="alert">
          {t('catalogue:compare.listError')}
          <Button type="button" $variant="secondary" onClick={list.retry}>
            {t('common:retry')}
          </Button>
        </InlineError>
      )}
    </div>
  );
}
