import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adMaxYear } from '@cvb/contracts';
import type { StepErrors } from './sell-steps';
import type { SellField, SellValues } from './sell-values';

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  input,
  select,
  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    width: 100%;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  font-size: ${({ theme }) => theme.font.size.small};
`;

export interface FieldProps {
  field: SellField;
  values: SellValues;
  errors: StepErrors;
  onChange: (field: SellField, value: string) => void;
}

/** The translated message of a field (or null); exported for the photos step. */
export function useErrorText() {
  const { t } = useTranslation('sell');
  return (key: StepErrors[keyof StepErrors]) => (key ? t(`validation.${key}`, { max: adMaxYear() }) : null);
}

export function ErrorOf({ id, text }: { id: string; text: string | null }) {
  return text ? <FieldError id={id}>{text}</FieldError> : null;
}

export function TextField({
  field,
  values,
  errors,
  onChange,
  inputMode,
  autoComplete,
  type = 'text',
  multiline = false,
  label,
}: FieldProps & {
  /** A label other than the field's own (e.g. "Brand name" beside a brand picker). */
  label?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
}) {
  const { t } = useTranslation('sell');
  const errorText = useErrorText()(errors[field]);
  const errorId = `sell-${field}-error`;
  const common = {
    id: `sell-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errorText ? true : undefined,
    'aria-describedby': errorText ? errorId : undefined,
  };
  return (
    <Field>
      <label htmlFor={`sell-${field}`}>{label ?? t(`fields.${field}`)}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      <ErrorOf id={errorId} text={errorText} />
    </Field>
  );
}

export function SelectField({
  field,
  values,
  onChange,
  options,
  optionKey,
}: Omit<FieldProps, 'errors'> & { options: readonly string[]; optionKey: string }) {
  const { t } = useTranslation('sell');
  return (
    <Field>
      <label htmlFor={`sell-${field}`}>{t(`fields.${field}`)}</label>
      <select
        id={`sell-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${optionKey}.${option}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;
