import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import { fetchFinderVehicles, useApiData } from '@cvb/api-client';
import type { FinderVehicle, VehicleRefQuery, VehicleVertical } from '@cvb/contracts';
import { ErrorPanel, Skeleton, useErrorText } from '@cvb/ui';
import { Field, FieldRow } from './styled';

export type FinderKind = 'tyres' | 'batteries' | 'lubricants';

/** The vehicle chosen in the URL (?vertical=&brand=&model=), when all three are there. */
export function useChosenVehicle(): VehicleRefQuery | null {
  const [params] = useSearchParams();
  const vertical = params.get('vertical');
  const brand = params.get('brand');
  const model = params.get('model');
  return vertical && brand && model ? { vertical: vertical as VehicleVertical, brand, model } : null;
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Vehicle type → brand → model pickers, kept in the page URL so a result can be shared. */
export function VehiclePicker({ kind }: { kind: FinderKind }) {
  const { t } = useTranslation(['tyres', 'common']);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const vehicles = useApiData((signal) => fetchFinderVehicles(kind, signal), kind);
  const vertical = params.get('vertical') ?? '';
  const brand = params.get('brand') ?? '';
  const model = params.get('model') ?? '';
  const list: FinderVehicle[] = useMemo(() => (vehicles.status === 'ready' ? vehicles.data : []), [vehicles]);
  const verticals = unique(list, (v) => v.vertical).map((v) => v.vertical);
  const brands = unique(
    list.filter((v) => v.vertical === vertical),
    (v) => v.brandSlug,
  );
  const models = list.filter((v) => v.vertical === vertical && v.brandSlug === brand);

  function choose(next: Record<string, string>) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  }

  if (vehicles.status === 'error') {
    return (
      <ErrorPanel
        title={t('common:dataError')}
        body={errorText(vehicles.error)}
        retryLabel={t('common:retry')}
        onRetry={vehicles.retry}
      />
    );
  }
  if (vehicles.status === 'loading')
    return <Skeleton role="status" aria-label={t('common:loading')} $height="72px" />;
  return (
    <FieldRow>
      <Field>
        {t('tyres:picker.vehicleType')}
        <select
          value={vertical}
          onChange={(e) => choose({ vertical: e.target.value, brand: '', model: '', variant: '' })}
        >
          <option value="">{t('tyres:picker.choose')}</option>
          {verticals.map((v) => (
            <option key={v} value={v}>
              {t(`tyres:vertical.${v}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('tyres:picker.brand')}
        <select
          value={brand}
          disabled={!vertical}
          onChange={(e) => choose({ brand: e.target.value, model: '', variant: '' })}
        >
          <option value="">{t('tyres:picker.choose')}</option>
          {brands.map((v) => (
            <option key={v.brandSlug} value={v.brandSlug}>
              {v.brandName}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('tyres:picker.model')}
        <select
          value={model}
          disabled={!brand}
          onChange={(e) => choose({ model: e.target.value, variant: '' })}
        >
          <option value="">{t('tyres:picker.choose')}</option>
          {models.map((v) => (
            <option key={v.modelSlug} value={v.modelSlug}>
              {v.modelName}
            </option>
          ))}
        </select>
      </Field>
    </FieldRow>
  );
}
