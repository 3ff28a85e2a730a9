import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_VERTICALS, type LeadFilterQuery, type VehicleVertical } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import { Actions, Field } from '../../common/form-parts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Date range, vehicle type, brand, city and source of the lead list (and of its CSV export). */
export function LeadFilterForm({ onApply }: { onApply: (filter: LeadFilterQuery) => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState({ from: '', to: '', vertical: '', brand: '', city: '', source: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      from: values.from || undefined,
      to: values.to || undefined,
      vertical: (values.vertical || undefined) as VehicleVertical | undefined,
      brand: values.brand.trim() || undefined,
      city: values.city.trim() || undefined,
      source: values.source.trim() || undefined,
    });
  }

  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <form onSubmit={submit} role="search">
      <Grid>
        <Field>
          {t('leads.from')}
          <input type="date" {...bind('from')} />
        </Field>
        <Field>
          {t('leads.to')}
          <input type="date" {...bind('to')} />
        </Field>
        <Field>
          {t('leads.vertical')}
          <select {...bind('vertical')}>
            <option value="">{t('verticals.all')}</option>
            {VEHICLE_VERTICALS.map((vertical) => (
              <option key={vertical} value={vertical}>
                {t(`verticals.${vertical}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('leads.brand')}
          <input {...bind('brand')} />
        </Field>
        <Field>
          {t('leads.city')}
          <input {...bind('city')} />
        </Field>
        <Field>
          {t('leads.source')}
          <input {...bind('source')} />
        </Field>
      </Grid>
      <Actions>
        <Button type="submit">{t('form.apply')}</Button>
      </Actions>
    </form>
  );
}
