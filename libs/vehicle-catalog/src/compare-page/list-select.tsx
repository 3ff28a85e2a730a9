import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiData } from '@cvb/api-client';
import { Button } from '@cvb/ui';

export interface ListOption {
  value: string;
  label: string;
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    width: 100%;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

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
  const { t } = useTranslation(['catalog', 'common']);
  const id = useId();
  const items = list?.status === 'ready' ? list.data : [];
  const options = items.map((item) => ({ item, option: optionOf(item) }));
  const loading = list?.status === 'loading';
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={list?.status !== 'ready'}
        aria-busy={loading}
        onChange={(event) => {
          const chosen = options.find(({ option }) => option.value === event.target.value);
          onChange(event.target.value, chosen?.item);
        }}
      >
        <option value="">{loading ? t('common:loading') : placeholder}</option>
        {options.map(({ option }) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {list?.status === 'error' && (
        <InlineError role="alert">
          {t('catalog:compare.listError')}
          <Button type="button" $variant="secondary" onClick={list.retry}>
            {t('common:retry')}
          </Button>
        </InlineError>
      )}
    </Field>
  );
}
