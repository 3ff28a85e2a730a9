import { useTranslation } from 'react-i18next';
import { fetchAdCatalogueOptions, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { Field } from '../../common/form-parts';

export interface CatalogueSelectProps {
  level: 'brand' | 'model' | 'variant';
  vertical: VehicleVertical;
  brand?: string;
  model?: string;
  value: string;
  onChange: (slug: string) => void;
}

/** The catalogue's brands of a vertical, models of a brand or variants of a model (the sell form's call). */
export function CatalogueSelect({ level, vertical, brand, model, value, onChange }: CatalogueSelectProps) {
  const { t } = useTranslation('used');
  const options = useApiData(
    (signal) => fetchAdCatalogueOptions({ vertical, brandSlug: brand, modelSlug: model }, signal),
    `valuation-options:${vertical}/${brand ?? ''}/${model ?? ''}`,
  );
  const list = options.status === 'ready' ? options.data.options : [];
  return (
    <Field>
      {t(`valuation.fields.${level}`)}
      <select
        value={value}
        aria-busy={options.status === 'loading' ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{level === 'variant' ? t('valuation.anyVariant') : t('valuation.choose')}</option>
        {list.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
