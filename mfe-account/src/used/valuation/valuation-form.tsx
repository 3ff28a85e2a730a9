import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  AD_OWNERS,
  INDIAN_STATES,
  VEHICLE_VERTICALS,
  type AdOwner,
  type VehicleVertical,
} from '@cvb/contracts';
import { stateName } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, media } from '@cvb/ui';
import { Field, FieldError } from '../../common/form-parts';
import { CatalogueSelect } from './catalogue-select';
import type { ValuationValues } from './valuation-url';

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  button {
    justify-self: start;
  }
`;

const REQUIRED = ['vertical', 'brand', 'model', 'year', 'kms', 'owner'] as const;
type Required = (typeof REQUIRED)[number];

/**
 * The valuation's questions: vertical, brand, model, variant, year, kilometres, owners and state. Sending it puts
 * the answers in the page's URL, which asks for the estimate.
 */
export function ValuationForm({
  initial,
  onSend,
}: {
  initial: ValuationValues;
  onSend: (values: ValuationValues) => void;
}) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const [values, setValues] = useState<ValuationValues>(initial);
  const [missing, setMissing] = useState<Required | null>(null);
  const set = (change: Partial<ValuationValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setMissing(null);
  };
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 30 }, (_, n) => thisYear - n);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const gap = REQUIRED.find((key) => values[key] === undefined || values[key] === '');
    if (gap) {
      setMissing(gap);
      return;
    }
    onSend(values);
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('valuation.title')}>
      <Field>
        {t('valuation.fields.vertical')}
        <select
          value={values.vertical ?? ''}
          onChange={(event) =>
            set({
              vertical: VEHICLE_VERTICALS.find((vertical) => vertical === event.target.value),
              brand: undefined,
              model: undefined,
              variant: undefined,
            })
          }
        >
          <option value="">{t('valuation.choose')}</option>
          {VEHICLE_VERTICALS.map((vertical: VehicleVertical) => (
            <option key={vertical} value={vertical}>
              {t(`verticals.${vertical}`)}
            </option>
          ))}
        </select>
      </Field>
      {values.vertical && (
        <CatalogueSelect
          level="brand"
          vertical={values.vertical}
          value={values.brand ?? ''}
          onChange={(brand) => set({ brand: brand || undefined, model: undefined, variant: undefined })}
        />
      )}
      {values.vertical && values.brand && (
        <CatalogueSelect
          level="model"
          vertical={values.vertical}
          brand={values.brand}
          value={values.model ?? ''}
          onChange={(model) => set({ model: model || undefined, variant: undefined })}
        />
      )}
      {values.vertical && values.brand && values.model && (
        <CatalogueSelect
          level="variant"
          vertical={values.vertical}
          brand={values.brand}
          model={values.model}
          value={values.variant ?? ''}
          onChange={(variant) => set({ variant: variant || undefined })}
        />
      )}
      <Field>
        {t('valuation.fields.year')}
        <select
          value={values.year ?? ''}
          onChange={(event) => set({ year: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{t('valuation.choose')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('valuation.fields.kms')}
        <input
          inputMode="numeric"
          value={values.kms ?? ''}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 7);
            set({ kms: digits ? Number(digits) : undefined });
          }}
        />
      </Field>
      <Field>
        {t('valuation.fields.owner')}
        <select
          value={values.owner ?? ''}
          onChange={(event) =>
            set({ owner: AD_OWNERS.find((owner: AdOwner) => owner === event.target.value) })
          }
        >
          <option value="">{t('valuation.choose')}</option>
          {AD_OWNERS.map((owner) => (
            <option key={owner} value={owner}>
              {t(`owners.${owner}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('valuation.fields.state')}
        <select
          value={values.state ?? ''}
          onChange={(event) => set({ state: event.target.value || undefined })}
        >
          <option value="">{t('valuation.choose')}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.slug} value={state.slug}>
              {stateName(state.name, locale)}
            </option>
          ))}
        </select>
      </Field>
      {missing && (
        <FieldError role="alert">
          {t('valuation.required', { field: t(`valuation.fields.${missing}`) })}
        </FieldError>
      )}
      <Button type="submit">{t('valuation.submit')}</Button>
    </Form>
  );
}
