import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import type { EmiField, EmiFieldError, EmiFieldValues } from './emi-fields';

/** Loan periods offered, in months (1 to 7 years). */
export const TENURE_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.large};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  label {
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

interface NumberFieldProps {
  field: Exclude<EmiField, 'months'>;
  label: string;
  value: string;
  error: EmiFieldError | undefined;
  onChange: (field: EmiField, value: string) => void;
}

function NumberField({ field, label, value, error, onChange }: NumberFieldProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {error !== undefined && <FieldError id={`${id}-error`}>{t(`emi.errors.${error}`)}</FieldError>}
    </Field>
  );
}

export interface EmiFormProps {
  values: EmiFieldValues;
  errors: Partial<Record<EmiField, EmiFieldError>>;
  onChange: (field: EmiField, value: string) => void;
}

/** Loan amount, down payment, interest rate and loan period; every change recalculates at once. */
export function EmiForm({ values, errors, onChange }: EmiFormProps) {
  const { t } = useTranslation('catalogue');
  const tenureId = useId();
  const current = Number(values.months);
  const tenures = [
    ...new Set<number>([...TENURE_MONTHS, ...(Number.isInteger(current) ? [current] : [])]),
  ].sort((a, b) => a - b);
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Fieldset>
        <legend>{t('emi.loanDetails')}</legend>
        <NumberField
          field="price"
          label={t('emi.loanAmount')}
          value={values.price}
          error={errors.price}
          onChange={onChange}
        />
        <NumberField
          field="downPayment"
          label={t('emi.downPayment')}
          value={values.downPayment}
          error={errors.downPayment}
          onChange={onChange}
        />
        <NumberField
          field="rate"
          label={t('emi.interestRate')}
          value={values.rate}
          error={errors.rate}
          onChange={onChange}
        />
        <Field>
          <label htmlFor={tenureId}>{t('emi.tenure')}</label>
          <select
            id={tenureId}
            value={values.months}
            onChange={(event) => onChange('months', event.target.value)}
          >
            {tenures.map((months) => (
              <option key={months} value={String(months)}>
                {t('emi.months', { count: months })}
              </option>
            ))}
          </select>
        </Field>
      </Fieldset>
    </form>
  );
}
