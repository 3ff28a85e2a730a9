import { useTranslation } from 'react-i18next';
import { fetchCities, useApiData } from '@cvb/api-client';
import type { CityOption } from '@cvb/store';
import { Select } from '@cvb/ui';
import { useCityName } from '../use-city-name';

/** The city the on-road prices are for; lists the cities of `general/cities` once they arrive. */
export function CitySelect({ city, onChange }: { city: CityOption; onChange: (city: CityOption) => void }) {
  const { t } = useTranslation('catalogue');
  const nameOf = useCityName();
  const cities = useApiData((signal) => fetchCities(signal), 'cities');
  const options = cities.status === 'ready' ? cities.data : [];
  const choices = options.some((option) => option.slug === city.slug) ? options : [city, ...options];
  return (
    <Select
      label={t('model.city')}
      value={city.slug}
      options={choices.map((option) => ({ value: option.slug, label: nameOf(option.name) }))}
      onChange={(slug) => {
        const chosen = choices.find((option) => option.slug === slug);
        if (chosen) onChange({ slug: chosen.slug, name: chosen.name });
      }}
    />
  );
}
