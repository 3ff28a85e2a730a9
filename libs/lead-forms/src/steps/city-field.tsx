import { useTranslation } from 'react-i18next';
import type { ApiData } from '@cvb/api-client';
import type { City } from '@cvb/contracts';
import { cityName } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { FieldBox, FieldError } from './field-styles';

export interface CityFieldProps {
  id: string;
  cities: ApiData<City[]>;
  value: string;
  onChange: (city: City | null) => void;
  error?: string;
}

/** The city select of general/cities; while they load it says so, and a failed load offers a retry. */
export function CityField({ id, cities, value, onChange, error }: CityFieldProps) {
  const { t } = useTranslation('leads');
  const locale = useAppSelector(selectLocale);
  const errorId = `${id}-error`;
  const list =
    cities.status === 'ready' ? cities.data : (cities.status === 'loading' && cities.previous) || [];
  return (
    <FieldBox>
      <label htmlFor={id}>{t('fields.city')}</label>
      <select
        id={id}
        value={value}
        disabled={cities.status !== 'ready'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(list.find((city) => city.slug === event.target.value) ?? null)}
      >
        <option value="">{cities.status === 'loading' ? t('citiesLoading') : t('chooseCity')}</option>
        {list.map((city) => (
          <option key={city.slug} value={city.slug}>
            {cityName(city.name, locale)}
          </option>
        ))}
      </select>
      {cities.status === 'error' && (
        <FieldError role="alert">
          {t('citiesFailed')}{' '}
          <Button type="button" $variant="secondary" onClick={cities.retry}>
            {t('retry')}
          </Button>
        </FieldError>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
