import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@cvb/router';
import styled from 'styled-components';
import type { DealerVertical } from '@cvb/api-client';
import type { City, VehicleBrand } from '@cvb/contracts';
import { Button, media } from '@cvb/ui';
import { CitySelect } from './city-select';
import { dealersPath } from './dealer-paths';
import { LabelledSelect } from './labelled-select';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  ${media.desktop} {
    grid-template-columns: 1fr 1fr auto;
  }
`;

export interface DealerChoiceFormProps {
  vertical: DealerVertical;
  brands: readonly VehicleBrand[];
  cities: readonly City[];
  initialCitySlug: string;
}

/** Brand and city selects; submitting opens the dealers of that brand in that city. */
export function DealerChoiceForm({ vertical, brands, cities, initialCitySlug }: DealerChoiceFormProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [brandSlug, setBrandSlug] = useState('');
  const [citySlug, setCitySlug] = useState(initialCitySlug);
  const sortedBrands = [...brands].sort((a, b) => a.name.localeCompare(b.name));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (brandSlug) navigate(dealersPath(vertical, brandSlug, citySlug));
  };

  return (
    <Form onSubmit={submit}>
      <LabelledSelect
        label={t('dealers.brand')}
        value={brandSlug}
        placeholder={t('dealers.chooseBrand')}
        options={sortedBrands.map((brand) => ({ value: brand.slug, label: brand.name }))}
        onChange={setBrandSlug}
      />
      <CitySelect cities={cities} value={citySlug} onChange={setCitySlug} />
      <Button type="submit" disabled={brandSlug === ''}>
        {t('dealers.find')}
      </Button>
    </Form>
  );
}
