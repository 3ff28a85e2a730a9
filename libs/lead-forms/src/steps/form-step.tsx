import type { FormEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '@cvb/api-client';
import type { City } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { fieldsOf, type LeadFormKind } from '../form/lead-kinds';
import { translateMessage } from '../form/translate-message';
import type { LeadFlow } from '../flow/use-lead-flow';
import { CityField } from './city-field';
import { FailureAlert } from './failure-alert';
import { Actions, FieldGrid, FormAlert, Intro, Small } from './field-styles';
import { TextField } from './text-field';
import { TimelineField } from './timeline-field';

export interface FormStepProps {
  idPrefix: string;
  kind: LeadFormKind;
  flow: LeadFlow;
  cities: ApiData<City[]>;
  firstFieldRef: Ref<HTMLInputElement>;
}

/** The details form of one kind; messages are those of docs/domain.md#field-rules, shown in the page's language. */
export function FormStep({ idPrefix, kind, flow, cities, firstFieldRef }: FormStepProps) {
  const { t } = useTranslation('leads');
  const asks = new Set(fieldsOf(kind));
  const { values, fieldErrors, changeValue } = flow;
  const errorOf = (field: keyof typeof fieldErrors) => {
    const message = fieldErrors[field];
    return message ? translateMessage(t, message) : undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={flow.busy}>
      <Intro>{t('intro')}</Intro>
      <FieldGrid>
        <TextField
          id={`${idPrefix}-name`}
          inputRef={firstFieldRef}
          label={t('fields.name')}
          value={values.name}
          onChange={(value) => changeValue('name', value)}
          error={errorOf('name')}
          autoComplete="name"
          maxLength={100}
          wide
        />
        <TextField
          id={`${idPrefix}-mobile`}
          label={t('fields.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.mobile}
          onChange={(value) => changeValue('mobile', value)}
          error={errorOf('mobile')}
          maxLength={15}
        />
        <TextField
          id={`${idPrefix}-email`}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(value) => changeValue('email', value)}
          error={errorOf('email')}
          maxLength={254}
        />
        <CityField
          id={`${idPrefix}-city`}
          cities={cities}
          value={values.city}
          error={errorOf('city')}
          onChange={(city) => {
            changeValue('city', city?.slug ?? '');
            flow.changeValues({ state: city?.state ?? '' });
          }}
        />
        <TextField
          id={`${idPrefix}-state`}
          label={t('fields.state')}
          autoComplete="address-level1"
          value={values.state}
          onChange={(value) => changeValue('state', value)}
          error={errorOf('state')}
          maxLength={100}
        />
        {asks.has('pincode') && (
          <TextField
            id={`${idPrefix}-pincode`}
            label={t('fields.pincode')}
            optionalText={t('optional')}
            inputMode="numeric"
            autoComplete="postal-code"
            value={values.pincode}
            onChange={(value) => changeValue('pincode', value)}
            error={errorOf('pincode')}
            maxLength={6}
          />
        )}
        {asks.has('timeline') && (
          <TimelineField
            id={`${idPrefix}-timeline`}
            value={values.timeline}
            onChange={(value) => changeValue('timeline', value)}
          />
        )}
      </FieldGrid>
      {flow.formError && <FormAlert role="alert">{translateMessage(t, flow.formError)}</FormAlert>}
      <FailureAlert failure={flow.failure} />
      <Actions>
        <Button type="submit" disabled={flow.busy}>
          {flow.busy ? t('submitting') : t(`submit.${kind}`)}
        </Button>
      </Actions>
      <Small>{t('consent')}</Small>
    </form>
  );
}
