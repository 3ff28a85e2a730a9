import { useTranslation } from 'react-i18next';
import type { City } from '@cvb/contracts';
import { useCityName } from '../use-city-name';
import { LabelledSelect } from './labelled-select';

export interface CitySelectProps {
  cities: readonly City[];
  /** Slug of the chosen city, or '' when none is chosen yet. */
  value: string;
  onChange: (citySlug: string) => void;
}

export function CitySelect({ cities, value, onChange }: CitySelectProps) {
  const { t } = useTranslation('catalogue');
  const nameOf = useCityName();
  return (
    <LabelledSelect
      label={t('dealers.city')}
      value={value}
      placeholder={value === '' ? t('dealers.chooseCity') : undefined}
      options={cities.map((city) => ({ value: city.slug, label: nameOf(city.name) }))}
      onChange={onChange}
    />
  );
}
