import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCatalogueDesk, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { Field } from '../../../common/form-parts';
import { withBrand } from '../display-name';

export interface SuccessorPickerProps {
  vertical: VehicleVertical;
  /** The model being edited: never its own successor. */
  modelId: number | null;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A discontinued model's successor: a model of the same vertical, found by name. */
export function SuccessorPicker({ vertical, modelId, value, onChange }: SuccessorPickerProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const found = useApiData(
    (signal) => searchCatalogueDesk({ q, vertical }, signal),
    `desk-successor-${vertical}-${q}`,
  );
  const models =
    found.status === 'ready'
      ? found.data.hits.filter(
          (hit) => hit.kind === 'model' && hit.id !== modelId && hit.status !== 'discontinued',
        )
      : [];
  const known = value === null || models.some((hit) => hit.id === value);
  return (
    <>
      <Field>
        {t('catalogue.search')}
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </Field>
      <Field>
        {t('catalogue.model.successor')}
        <select
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('catalogue.model.noSuccessor')}</option>
          {!known && <option value={String(value)}>#{value}</option>}
          {models.map((hit) => (
            <option key={hit.id} value={String(hit.id)}>
              {withBrand(hit.brandName, hit.name)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
