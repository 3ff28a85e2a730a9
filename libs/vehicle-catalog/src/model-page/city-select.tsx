import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchCities, useApiData } from '@cvb/api-client';
import type { CityOption } from '@cvb/store';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  select {
    font: inherit;
    min-height: 44px;
    min-width: 180px;
  }
`;

/** The city the on-road prices are for; lists the cities of `general/cities` once they arrive. */
export function CitySelect({ city, onChange }: { city: CityOption; onChange: (city: CityOption) => void }) {
  const { t } = useTranslation('catalog');
  const cities = useApiData((signal) => fetchCities(signal), 'cities');
  const options = cities.status === 'ready' ? cities.data : [];
  const choices = options.some((option) => option.slug === city.slug) ? options : [city, ...options];
  return (
    <Label>
      {t('model.city')}
      <select
        value={city.slug}
        onChange={(event) => {
          const chosen = choices.find((option) => option.slug === event.target.value);
          if (chosen) onChange({ slug: chosen.slug, name: chosen.name });
        }}
      >
        {choices.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </Label>
  );
}
