import { useTranslation } from 'react-i18next';
import { fetchCities, useApiData } from '@cvb/api-client';
import type { City } from '@cvb/contracts';
import { ListSelect } from '../compare-page/list-select';
import { useCityName } from '../use-city-name';

/** The city whose fuel price, EV tariff and state rules the cost is worked out with. */
export function CitySelect({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { t } = useTranslation('catalogue');
  const nameOf = useCityName();
  const cities = useApiData((signal) => fetchCities(signal), 'cities');
  return (
    <ListSelect<City>
      label={t('runningCost.city')}
      placeholder={t('runningCost.city')}
      list={cities}
      optionOf={(city) => ({ value: city.slug, label: nameOf(city.name) })}
      value={value}
      onChange={(slug) => {
        if (slug) onChange(slug);
      }}
    />
  );
}
