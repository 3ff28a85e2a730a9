import { useTranslation } from 'react-i18next';
import { fetchAdCatalogueOptions, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { ErrorOf, Field, useErrorText } from './sell-fields';
import type { StepErrors } from './sell-steps';
import { OTHER_PICK } from './sell-values';

export interface CataloguePickerProps {
  level: 'brand' | 'model' | 'variant';
  vertical: VehicleVertical;
  brandSlug?: string;
  modelSlug?: string;
  /** The chosen slug, OTHER_PICK or ''. */
  value: string;
  errors: StepErrors;
  /** The slug chosen and the catalogue name to show ('' for "Other" or nothing). */
  onPick: (slug: string, name: string) => void;
}

/**
 * A select of the catalogue's brands, a brand's models or a model's variants, with "Other" last for what the
 * catalogue does not have. If the list cannot be loaded, "Other" still lets the seller type the name.
 */
export function CataloguePicker({
  level,
  vertical,
  brandSlug,
  modelSlug,
  value,
  errors,
  onPick,
}: CataloguePickerProps) {
  const { t } = useTranslation('sell');
  const options = useApiData(
    (signal) => fetchAdCatalogueOptions({ vertical, brandSlug, modelSlug }, signal),
    `${vertical}/${brandSlug ?? ''}/${modelSlug ?? ''}`,
  );
  const list = options.status === 'ready' ? options.data.options : [];
  const id = `sell-${level}Slug`;
  const errorId = `${id}-error`;
  const errorText = useErrorText()(errors[level]);
  return (
    <Field>
      <label htmlFor={id}>{t(`fields.${level}`)}</label>
      <select
        id={id}
        name={`${level}Slug`}
        value={value}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? errorId : undefined}
        aria-busy={options.status === 'loading' ? true : undefined}
        onChange={(event) => {
          const slug = event.target.value;
          onPick(slug, list.find((option) => option.slug === slug)?.name ?? '');
        }}
      >
        <option value="">{options.status === 'loading' ? t('picker.loading') : t('picker.choose')}</option>
        {list.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
        <option value={OTHER_PICK}>{t('picker.other')}</option>
      </select>
      {options.status === 'error' && <span role="alert">{t('picker.failed')}</span>}
      <ErrorOf id={errorId} text={errorText} />
    </Field>
  );
}
